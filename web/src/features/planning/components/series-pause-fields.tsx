import { Controller } from 'react-hook-form';
import { SERIES_PAUSE_TEXTS } from '#domain/series-pause.ts';
import { useActiveSpace } from '../../../lib/active-space.ts';
import { CheckboxField } from '../../../ui/checkbox.tsx';
import type { TaskForm } from './task-form.tsx';

/**
 * « Sauf jours fériés », « Sauf vacances scolaires »: the days a series pauses on
 * (domain/series-pause.ts). Without a zone scolaire, a line says where to choose one.
 */
export function SeriesPauseFields({ form }: { form: TaskForm }) {
  const { space } = useActiveSpace();
  const skipSchool = form.watch('skipSchoolHolidays');
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
      {skipSchool && !space?.schoolZone ? (
        <p className="text-sm text-muted">{SERIES_PAUSE_TEXTS.noZone}</p>
      ) : null}
    </div>
  );
}
