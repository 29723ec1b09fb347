/**
 * Rebuilds `domain/school-holidays-data.ts` from the open data snapshot in data/school-holidays/
 * (`npm run data:school-holidays`; scripts/lib/school-holiday-periods.ts does the work).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { periodsFromCsv, renderPeriodsModule } from './lib/school-holiday-periods.ts';

const csv = readFileSync('data/school-holidays/vacances-scolaires-par-zones.csv', 'utf8');
const derived = periodsFromCsv(csv);
writeFileSync('domain/school-holidays-data.ts', renderPeriodsModule(derived));
console.log(
  `${derived.periods.length} périodes, du ${derived.covers.from} au ${derived.covers.to}`,
);
