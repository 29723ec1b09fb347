import type { LucideIcon } from 'lucide-react';
import { Switch as RadixSwitch } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn.ts';

/** An on/off switch (radix: a `switch` role, announced as checked or not; Space toggles it). */
export function Switch({ className, ...props }: ComponentProps<typeof RadixSwitch.Root>) {
  return (
    <RadixSwitch.Root
      className={cn(
        'relative h-8 w-14 shrink-0 rounded-full bg-slate-300 transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary dark:bg-slate-600',
        className,
      )}
      {...props}
    >
      <RadixSwitch.Thumb className="block size-6 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-7" />
    </RadixSwitch.Root>
  );
}

export interface SwitchFieldProps {
  label: string;
  /** A line under the label, part of the switch's name. */
  hint?: ReactNode;
  icon?: LucideIcon;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  id?: string;
  disabled?: boolean;
}

/** A switch and its label on one 44 px row; the label (icon, text, hint) toggles it too. */
export function SwitchField({
  label,
  hint,
  icon: Icon,
  checked,
  onCheckedChange,
  id,
  disabled,
}: SwitchFieldProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  return (
    <div className="flex min-h-11 items-center justify-between gap-4">
      <label htmlFor={switchId} className="flex cursor-pointer items-center gap-3 text-app">
        {Icon ? <Icon aria-hidden="true" className="size-5 shrink-0 text-muted" /> : null}
        <span>
          <span className="block font-semibold">{label}</span>
          {hint ? <span className="block text-sm text-muted">{hint}</span> : null}
        </span>
      </label>
      <Switch
        id={switchId}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
      />
    </div>
  );
}
