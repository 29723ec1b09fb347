import type { ComponentProps } from 'react';
import {
  SCHOOL_HOLIDAY_TEXTS,
  SCHOOL_ZONE_GROUPS,
  type SchoolZone,
} from '#domain/school-holidays.ts';
import { SelectField } from '../../../ui/field.tsx';

/**
 * « Zone scolaire »: Aucune (the empty value), then the zones of the Ministry's calendar grouped
 * « Métropole » and « Outre-mer », with the académies of the chosen zone on one line below
 * (docs/decisions/050-school-calendar-refresh.md).
 */
export function SchoolZoneField({
  zone,
  ...props
}: { zone: SchoolZone | '' } & Omit<
  ComponentProps<typeof SelectField>,
  'label' | 'children' | 'hint'
>) {
  return (
    <SelectField
      label={SCHOOL_HOLIDAY_TEXTS.field}
      hint={zone ? SCHOOL_HOLIDAY_TEXTS.zoneHint(zone) : SCHOOL_HOLIDAY_TEXTS.noneHint}
      {...props}
    >
      <option value="">{SCHOOL_HOLIDAY_TEXTS.none}</option>
      {SCHOOL_ZONE_GROUPS.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.zones.map((choice) => (
            <option key={choice} value={choice}>
              {SCHOOL_HOLIDAY_TEXTS.zone(choice)}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}
