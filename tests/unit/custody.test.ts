import { describe, expect, it } from 'vitest';
import {
  CUSTODY_TEXTS,
  type CustodyPattern,
  custodyDays,
  custodyParentOn,
  custodyRuns,
} from '../../domain/custody.ts';
import { custodyCreateSchema, custodySwapSchema } from '../../domain/custody-schemas.ts';
import { schoolHolidayPeriods } from '../../domain/school-holidays.ts';
import { addDays } from '../../domain/zoned-time.ts';

const PAPA = '00000000-0000-4000-8000-00000000000a';
const MAMAN = '00000000-0000-4000-8000-00000000000b';

function pattern(fields: Partial<CustodyPattern> = {}): CustodyPattern {
  return {
    id: 'p',
    childId: null,
    rhythm: 'alternate-weeks',
    // A Friday: the hand-overs are on Fridays.
    startDate: '2026-12-04',
    firstParentId: PAPA,
    secondParentId: MAMAN,
    handoverTime: '18:00',
    holidays: 'rhythm',
    swaps: [],
    ...fields,
  };
}

/** P or M per day from `from`, for `count` days. */
function homes(p: CustodyPattern, from: string, count: number, periods = [] as never[]) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const parent = custodyParentOn(p, addDays(from, i), periods);
    out += parent === PAPA ? 'P' : parent === MAMAN ? 'M' : '-';
  }
  return out;
}

describe('custody rhythms', () => {
  it('« une semaine sur deux » gives seven days to each home from the first day, and nothing before', () => {
    const fortnight = `${'P'.repeat(7)}${'M'.repeat(7)}`;
    expect(homes(pattern(), '2026-12-02', 2 + 28)).toBe(`--${fortnight}${fortnight}`);
  });

  it('2-2-3 and 2-2-5-5 follow their fortnight', () => {
    expect(homes(pattern({ rhythm: '2-2-3', startDate: '2026-11-30' }), '2026-11-30', 14)).toBe(
      'PPMMPPPMMPPMMM',
    );
    expect(homes(pattern({ rhythm: '2-2-5-5', startDate: '2026-11-30' }), '2026-11-30', 28)).toBe(
      'PPMMPPPPPMMMMMPPMMPPPPPMMMMM',
    );
  });

  it('marks a hand-over on the day the home changes, from the home of the day before', () => {
    const days = custodyDays(pattern(), '2026-12-09', '2026-12-12');
    expect(days).toEqual({
      '2026-12-09': { parentId: PAPA },
      '2026-12-10': { parentId: PAPA },
      '2026-12-11': { parentId: MAMAN, handoverFrom: PAPA },
      '2026-12-12': { parentId: MAMAN },
    });
    // The first day of the rhythm is no hand-over: there was no home before it.
    expect(custodyDays(pattern(), '2026-12-04', '2026-12-04')).toEqual({
      '2026-12-04': { parentId: PAPA },
    });
  });

  it('groups the days into runs of one home, as the week and month draw them', () => {
    const days = custodyDays(pattern(), '2026-12-07', '2026-12-13');
    expect(custodyRuns(days, '2026-12-07', '2026-12-13')).toEqual([
      { parentId: PAPA, first: '2026-12-07', last: '2026-12-10' },
      { parentId: MAMAN, first: '2026-12-11', last: '2026-12-13' },
    ]);
  });
});

describe('school holidays split by the year’s parity', () => {
  const zoneC = schoolHolidayPeriods('C', '2026-12-01', '2028-01-31');

  it('gives the first half of Christmas 2026 to the first parent in an even year, the second in 2027', () => {
    const p = pattern({ holidays: 'first-half-even' });
    // Christmas 2026 in zone C: 19 December to 3 January, sixteen days, eight each.
    expect(homes(p, '2026-12-19', 16, zoneC as never[])).toBe('PPPPPPPPMMMMMMMM');
    const odd = pattern({ holidays: 'first-half-odd' });
    expect(homes(odd, '2026-12-19', 16, zoneC as never[])).toBe('MMMMMMMMPPPPPPPP');
  });

  it('leaves the rhythm alone without a split, outside the holidays and on the one-day Ascension bridge', () => {
    const p = pattern({ holidays: 'first-half-even' });
    expect(homes(p, '2026-12-19', 16)).toBe(homes(pattern(), '2026-12-19', 16));
    const bridge = schoolHolidayPeriods('C', '2027-05-07', '2027-05-07');
    expect(custodyParentOn(p, '2027-05-07', bridge)).toBe(custodyParentOn(pattern(), '2027-05-07'));
    expect(custodyParentOn(p, '2026-12-18', zoneC)).toBe(custodyParentOn(pattern(), '2026-12-18'));
  });
});

describe('swaps', () => {
  it('give their days to the chosen home once, the rhythm going on after them', () => {
    const p = pattern({
      swaps: [{ id: 's', firstDay: '2026-12-12', lastDay: '2026-12-13', parentId: PAPA }],
    });
    expect(homes(p, '2026-12-11', 7)).toBe('MPPMMMM');
    const days = custodyDays(p, '2026-12-11', '2026-12-14');
    expect(days['2026-12-12']).toEqual({ parentId: PAPA, handoverFrom: MAMAN });
    expect(days['2026-12-14']).toEqual({ parentId: MAMAN, handoverFrom: PAPA });
  });
});

describe('custody inputs', () => {
  it('refuses the same parent twice, a bad time and an unknown rhythm, in French', () => {
    const bad = custodyCreateSchema.safeParse({
      rhythm: 'une-fois',
      startDate: '2026-12-04',
      firstParentId: PAPA,
      secondParentId: PAPA,
      handoverTime: '25:00',
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Veuillez choisir un rythme de garde');
    expect(messages).toContain('Heure invalide (HH:MM)');
    const same = custodyCreateSchema.safeParse({
      rhythm: '2-2-3',
      startDate: '2026-12-04',
      firstParentId: PAPA,
      secondParentId: PAPA,
      handoverTime: '18:00',
    });
    expect(same.error?.issues.map((issue) => issue.message)).toEqual([
      'Choisissez deux parents différents',
    ]);
  });

  it('refuses a swap that ends before it starts or lasts more than 62 days', () => {
    const inverted = custodySwapSchema.safeParse({
      firstDay: '2026-12-12',
      lastDay: '2026-12-11',
      parentId: PAPA,
    });
    expect(inverted.error?.issues.map((issue) => issue.message)).toEqual([
      'Le dernier jour doit suivre le premier',
    ]);
    const long = custodySwapSchema.safeParse({
      firstDay: '2027-07-01',
      lastDay: '2027-09-01',
      parentId: PAPA,
    });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([
      'Un échange dure au plus 62 jours',
    ]);
  });
});

describe('custody texts', () => {
  it('say who has which half of the holidays in which years', () => {
    expect(CUSTODY_TEXTS.holidaySummary('first-half-even', 'Thomas', 'Camille')).toBe(
      'Vacances scolaires : la première moitié chez Thomas les années paires, chez Camille les années impaires.',
    );
    expect(CUSTODY_TEXTS.holidaySummary('first-half-odd', 'Thomas', 'Camille')).toBe(
      'Vacances scolaires : la première moitié chez Camille les années paires, chez Thomas les années impaires.',
    );
    expect(CUSTODY_TEXTS.holidaySummary('rhythm', 'Thomas', 'Camille')).toBe('');
  });
});
