import { Check } from 'lucide-react';
import { Checkbox, Label } from 'radix-ui';
import { useId } from 'react';

export interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name?: string;
  id?: string;
  disabled?: boolean;
}

/** A checkbox and its label; the whole row (44 px high) toggles it. */
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
      <Checkbox.Root
        id={boxId}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        className="grid size-6 shrink-0 place-items-center rounded-md border-2 border-slate-400 bg-surface transition-colors data-[state=checked]:border-primary data-[state=checked]:bg-primary dark:border-slate-500"
        {...props}
      >
        <Checkbox.Indicator>
          <Check aria-hidden="true" strokeWidth={3} className="size-4 text-on-primary" />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <Label.Root
        htmlFor={boxId}
        className="flex min-h-11 cursor-pointer items-center pr-2 text-app select-none"
      >
        {label}
      </Label.Root>
    </div>
  );
}
