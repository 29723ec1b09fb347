import { Info } from 'lucide-react';
import { SCHOOL_HOLIDAY_TEXTS } from '#domain/school-holidays.ts';
import { useSchoolCalendar } from '../../planning/public.ts';
import { SettingsSection } from './settings-section.tsx';

const LONG_DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

/**
 * « À propos »: the version and where the calendars' data comes from. The Licence Ouverte asks
 * that the school holidays' source and date be named where they are shown.
 */
export function AboutSection() {
  const refreshedAt = useSchoolCalendar().data?.refreshedAt;
  return (
    <SettingsSection
      icon={Info}
      tone="bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-200"
      title="À propos"
      summary="Foyer · Version 1.0"
    >
      <div className="flex flex-col gap-2 text-sm text-muted">
        <p>
          Jours fériés : les onze de France métropolitaine, ceux de Pâques calculés chaque année.
        </p>
        <p>{SCHOOL_HOLIDAY_TEXTS.source}</p>
        <p>
          {refreshedAt
            ? SCHOOL_HOLIDAY_TEXTS.refreshed(LONG_DATE.format(new Date(refreshedAt)))
            : SCHOOL_HOLIDAY_TEXTS.notRefreshed}
        </p>
        <p>{SCHOOL_HOLIDAY_TEXTS.covers} Une année non couverte n’affiche aucune vacance.</p>
      </div>
    </SettingsSection>
  );
}
