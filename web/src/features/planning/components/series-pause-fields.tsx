import { Controller } from 'react-hook-form';
import { SERIES_PAUSE_TEXTS } from '#domain/series-pause.ts';
import { CheckboxField } from '../../../ui/checkbox.tsx';
import type { TaskForm } from './task-form-type.ts';

/**
 * « Sauf jours fériés », « Sauf vacances scolaires »: the days a series pauses on
 * (domain/series-pause.ts), with a line saying whose school holidays: the zone chosen in Réglages.
 * The form reads no space of its own (it renders without the query client in its tests).
 */
export function SeriesPauseFields({ form }: { form: TaskForm }) {
  return (
    <div className="flex flex-col gap-1">
      <Controller
        control={form.control}
        name="skipPublicHolidays"
        render={({ field }) => (
          <CheckboxField
            label={SERIES_PAUSE_TEXTS.publicHolidays}
            checked={field.value === true}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="skipSchoolHolidays"
        render={({ field }) => (
          <CheckboxField
            label={SERIES_PAUSE_TEXTS.schoolHolidays}
            checked={field.value === true}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <p className="text-sm text-muted">{SERIES_PAUSE_TEXTS.zoneHint}</p>
    </div>
  );
}
