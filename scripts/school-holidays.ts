/**
 * Rebuilds `domain/school-holidays-data.ts` from the open data snapshot in data/school-holidays/
 * (the CSV and the Ministry's records for the years after it; `npm run data:school-holidays`;
 * scripts/lib/school-holiday-periods.ts does the work).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { periodsFromSources, renderPeriodsModule } from './lib/school-holiday-periods.ts';

const csv = readFileSync('data/school-holidays/vacances-scolaires-par-zones.csv', 'utf8');
const records = JSON.parse(
  readFileSync('data/school-holidays/calendrier-scolaire-2026-2027.json', 'utf8'),
);
const derived = periodsFromSources(csv, records);
writeFileSync('domain/school-holidays-data.ts', renderPeriodsModule(derived));
console.log(
  `${derived.periods.length} périodes, du ${derived.covers.from} au ${derived.covers.to}`,
);
