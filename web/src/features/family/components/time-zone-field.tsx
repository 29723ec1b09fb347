import type { ComponentProps } from 'react';
import { TIME_ZONE_TEXTS, timeZoneChoices } from '#domain/time-zones.ts';
import { SelectField } from '../../../ui/field.tsx';

/** « Fuseau horaire »: the family's place, by its French name (the space's own zone always listed). */
export function TimeZoneField({
  current,
  ...props
}: { current: string } & Omit<ComponentProps<typeof SelectField>, 'label' | 'children'>) {
  return (
    <SelectField label={TIME_ZONE_TEXTS.field} hint={TIME_ZONE_TEXTS.hint} {...props}>
      {timeZoneChoices(current).map((zone) => (
        <option key={zone.id} value={zone.id}>
          {zone.label}
        </option>
      ))}
    </SelectField>
  );
}
