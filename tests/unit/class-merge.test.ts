/**
 * Decision 023: the prerendered public pages join their classes without tailwind-merge, and
 * Button and Card draw their child (`asChild`) without Radix's Slot. Both must give the public
 * pages the very classes and props they had.
 */
import { LogIn, MailCheck } from 'lucide-react';
import { Slot as RadixSlot } from 'radix-ui';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { twMerge } from 'tailwind-merge';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusView } from '../../web/src/features/auth/components/status-view.tsx';
import { cn, mergeClassesWith } from '../../web/src/lib/cn.ts';
import {
  BUTTON_BASE,
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  Button,
  type ButtonProps,
} from '../../web/src/ui/button.tsx';
import { Card } from '../../web/src/ui/card.tsx';
import { PasswordField } from '../../web/src/ui/password-field.tsx';
import { BAR_TONES } from '../../web/src/ui/password-strength.tsx';
import { mergeSlotProps, Slot } from '../../web/src/ui/slot.tsx';
import { ButtonSpinner } from '../../web/src/ui/spinner.tsx';
import { TextField } from '../../web/src/ui/text-field.tsx';

const plainJoin = (classes: string) => classes;

/** Every string `cn` joined while `render` ran. */
function joinedBy(render: () => void): string[] {
  const joined: string[] = [];
  mergeClassesWith((classes) => {
    joined.push(classes);
    return classes;
  });
  try {
    render();
  } finally {
    mergeClassesWith(plainJoin);
  }
  return joined;
}

/** The joins whose classes tailwind-merge would have changed (a conflict, a duplicate). */
function changedByMerge(joined: string[]): string[] {
  return joined.filter((classes) => twMerge(classes) !== classes);
}

afterEach(() => mergeClassesWith(plainJoin));

describe('cn on the public pages (no tailwind-merge)', () => {
  it('and in their other states: field errors, busy buttons, outcomes, the strength meter', () => {
    const variants: ButtonProps['variant'][] = [
      'primary',
      'secondary',
      'outline',
      'ghost',
      'danger',
    ];
    const sizes: ButtonProps['size'][] = ['md', 'sm', 'lg', 'icon'];
    const joined = joinedBy(() => {
      for (const error of [undefined, 'Le mot de passe est requis']) {
        renderToString(h(TextField, { label: 'Email', error, hint: 'Un indice' }));
        renderToString(h(PasswordField, { label: 'Mot de passe', error }));
      }
      for (const variant of variants)
        for (const size of sizes)
          for (const className of [undefined, 'w-full'])
            for (const busy of [false, true])
              renderToString(h(Button, { variant, size, className, busy }, 'Se connecter'));
      for (const tone of ['success', 'error', 'info'] as const)
        renderToString(StatusView({ icon: MailCheck, tone, children: 'Email envoyé' }));
      renderToString(h(ButtonSpinner));
      for (const tone of [...BAR_TONES, 'bg-surface-muted']) cn('h-1.5 rounded-full', tone);
    });
    expect(joined.length).toBeGreaterThan(100);
    expect(changedByMerge(joined)).toEqual([]);
  });

  it('the app merges conflicting utilities once it has installed tailwind-merge', () => {
    expect(cn('p-4', 'p-0')).toBe('p-4 p-0');
    mergeClassesWith(twMerge);
    expect(cn('p-4', 'p-0')).toBe('p-0');
    expect(renderToString(h(Card, { className: 'p-2' }))).toContain(
      'class="rounded-2xl border border-app bg-surface shadow-sm dark:shadow-none p-2"',
    );
  });
});

describe('Button classes', () => {
  // Before decision 023: the height and the text size were in the base and tailwind-merge dropped
  // them for the sizes that set their own.
  const BEFORE_BASE =
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 select-none';
  const BEFORE_SIZES = {
    md: 'px-5',
    sm: 'px-2.5 text-sm',
    lg: 'min-h-13 px-6 text-lg',
    icon: 'size-11 shrink-0',
  };
  const classSet = (classes: string) => [...new Set(classes.split(/\s+/).filter(Boolean))].sort();

  it('are, for every variant and size, the classes tailwind-merge gave before', () => {
    for (const variant of Object.keys(BUTTON_VARIANTS) as (keyof typeof BUTTON_VARIANTS)[]) {
      for (const size of Object.keys(BUTTON_SIZES) as (keyof typeof BUTTON_SIZES)[]) {
        const before = twMerge(BEFORE_BASE, BUTTON_VARIANTS[variant], BEFORE_SIZES[size]);
        const now = cn(BUTTON_BASE, BUTTON_VARIANTS[variant], BUTTON_SIZES[size]);
        expect(classSet(now), `${variant} ${size}`).toEqual(classSet(before));
        mergeClassesWith(twMerge);
        expect(
          classSet(cn(BUTTON_BASE, BUTTON_VARIANTS[variant], BUTTON_SIZES[size], 'w-full')),
        ).toEqual(
          classSet(twMerge(BEFORE_BASE, BUTTON_VARIANTS[variant], BEFORE_SIZES[size], 'w-full')),
        );
        mergeClassesWith(plainJoin);
      }
    }
  });
});

describe('Slot (asChild) props as Radix merges them', () => {
  const click = () => undefined;
  const cases: [string, Record<string, unknown>, ReactElement][] = [
    [
      'class names and attributes',
      { className: 'a b', title: 'T' },
      h('a', { href: '/x', className: 'c' }, 'x'),
    ],
    [
      'the child wins a plain prop',
      { id: 'slot', role: 'button' },
      h('a', { href: '/x', id: 'child' }),
    ],
    [
      'styles merge',
      { style: { color: 'red', margin: 1 } },
      h('span', { style: { color: 'blue' } }),
    ],
    [
      'descriptions join',
      { 'aria-describedby': 'a b' },
      h('a', { 'aria-describedby': 'b c', href: '/' }),
    ],
    ['no class on the child', { className: 'only' }, h('a', { href: '/' }, h('b', null, 'y'))],
  ];

  for (const [name, slotProps, child] of cases) {
    it(name, () => {
      const ours = renderToString(h(Slot, slotProps, child));
      const radix = renderToString(h(RadixSlot.Root, slotProps, child as ReactNode));
      expect(ours).toBe(radix);
    });
  }

  it('both click handlers run, the child first', () => {
    const calls: string[] = [];
    const merged = mergeSlotProps(
      { onClick: () => calls.push('slot'), onFocus: click },
      { onClick: () => calls.push('child') },
    );
    (merged.onClick as () => void)();
    expect(calls).toEqual(['child', 'slot']);
    expect(merged.onFocus).toBe(click);
  });

  it('Button asChild draws a link with the same classes as before', () => {
    mergeClassesWith(twMerge);
    const link = h('a', { href: '/login' }, h(LogIn), 'Se connecter');
    const ours = renderToString(
      h(Button, { asChild: true, size: 'lg', className: 'w-full' }, link),
    );
    const classes = twMerge(
      'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 select-none',
      'bg-primary text-on-primary hover:bg-primary-hover shadow-sm',
      'min-h-13 px-6 text-lg',
      'w-full',
    );
    expect(ours).toBe(renderToString(h(RadixSlot.Root, { className: classes }, link)));
  });
});
