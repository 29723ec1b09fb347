import { Check } from 'lucide-react';
import { useId } from 'react';

export interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name?: string;
  id?: string;
  disabled?: boolean;
}

/**
 * A checkbox and its label; the whole row (44 px high) toggles it. A native `<input>` drawn as
 * before (the box, then the tick over it when checked): the label, Space and the screen readers'
 * « case à cocher » come with it, without Radix's checkbox on the login page
 * (docs/decisions/020-prerendered-public-pages.md).
 */
export function CheckboxField({
  label,
  checked,
  onCheckedChange,
  id,
  ...props
}: CheckboxFieldProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  return (
    <div className="flex items-center gap-3">
      <span className="relative grid size-6 shrink-0 place-items-center">
        <input
          type="checkbox"
          id={boxId}
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          className="peer absolute inset-0 m-0 size-6 appearance-none rounded-md border-2 border-slate-400 bg-surface transition-colors checked:border-primary checked:bg-primary dark:border-slate-500"
          {...props}
        />
        <span className="pointer-events-none relative hidden peer-checked:block">
          <Check aria-hidden="true" strokeWidth={3} className="size-4 text-on-primary" />
        </span>
      </span>
      <label
        htmlFor={boxId}
        className="flex min-h-11 cursor-pointer items-center pr-2 text-app select-none"
      >
        {label}
      </label>
    </div>
  );
}
