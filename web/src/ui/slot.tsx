import {
  Children,
  type CSSProperties,
  cloneElement,
  type HTMLAttributes,
  isValidElement,
  type ReactNode,
} from 'react';

type Props = Record<string, unknown>;

/**
 * Its props on its one child element: `asChild` of Button and Card (a Link drawn as a button or a
 * card). The props merge as Radix's `Slot` merges them, without its weight on the public pages
 * (docs/decisions/023-public-pages-without-tailwind-merge.md): the child's props win, except that
 * both event handlers run (the child's first), the styles merge, the class names join (the slot's
 * first) and so do the ids of `aria-describedby` (the child's first). The child keeps its own ref.
 */
export function Slot({
  children,
  ...slotProps
}: HTMLAttributes<HTMLElement> & { children?: ReactNode }) {
  const child = Children.only(children);
  if (!isValidElement<Props>(child)) return null;
  return cloneElement(child, mergeSlotProps(slotProps as Props, child.props));
}

export function mergeSlotProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...childProps };
  for (const name of Object.keys(childProps)) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === 'function' && typeof childValue === 'function') {
        merged[name] = (...args: unknown[]) => {
          const result = childValue(...args);
          slotValue(...args);
          return result;
        };
      } else if (typeof slotValue === 'function') {
        merged[name] = slotValue;
      }
    } else if (name === 'style') {
      merged[name] = { ...(slotValue as CSSProperties), ...(childValue as CSSProperties) };
    } else if (name === 'className') {
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
    } else if (name === 'aria-describedby') {
      merged[name] = joinIds(childValue, slotValue);
    }
  }
  return { ...slotProps, ...merged };
}

function joinIds(...values: unknown[]): string | undefined {
  const ids = new Set<string>();
  for (const value of values) {
    if (typeof value !== 'string') continue;
    for (const id of value.trim().split(/\s+/)) if (id) ids.add(id);
  }
  return ids.size > 0 ? [...ids].join(' ') : undefined;
}
