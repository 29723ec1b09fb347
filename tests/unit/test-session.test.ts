import { describe, expect, it } from 'vitest';
import { ALL_CASES, CHECKLIST } from '../../web/src/features/test-suite/lib/checklist.ts';
import {
  detectEnvironment,
  newSession,
  parseSession,
  recordNotes,
  recordResult,
  summarize,
} from '../../web/src/features/test-suite/lib/test-session.ts';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const start = new Date('2026-11-23T10:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('the developer checklist', () => {
  it('has 12 modules, each with test cases whose ids are unique', () => {
    expect(CHECKLIST).toHaveLength(12);
    for (const module of CHECKLIST) expect(module.cases.length).toBeGreaterThan(0);
    expect(new Set(ALL_CASES.map((testCase) => testCase.id)).size).toBe(ALL_CASES.length);
  });
});

describe('the test session', () => {
  it('records the environment of the browser and the app version', () => {
    expect(newSession(start, CHROME_ANDROID).environment).toEqual({
      browser: 'Chrome',
      os: 'Android',
      version: '1.0',
    });
    expect(detectEnvironment('curl/8').browser).toBe('Inconnu');
  });

  it('gives the success rate as passed over total, rounded', () => {
    let session = newSession(start, CHROME_ANDROID);
    const ids = ['a', 'b', 'c'];
    expect(summarize(session, ids)).toMatchObject({ total: 3, pending: 3, successRate: 0 });
    session = recordResult(session, { testId: 'a', moduleId: 'm', status: 'passed' }, at(10));
    session = recordResult(session, { testId: 'b', moduleId: 'm', status: 'passed' }, at(20));
    session = recordResult(session, { testId: 'c', moduleId: 'm', status: 'failed' }, at(30));
    // 2 / 3 = 66.67 %: rounded up, where truncation would say 66.
    expect(summarize(session, ids)).toEqual({
      total: 3,
      passed: 2,
      failed: 1,
      skipped: 0,
      pending: 0,
      successRate: 67,
    });
    // 1 / 3 = 33.33 %: rounded down.
    session = recordResult(session, { testId: 'b', moduleId: 'm', status: 'skipped' }, at(40));
    expect(summarize(session, ids).successRate).toBe(33);
    expect(summarize(session, []).successRate).toBe(0);
  });

  it('times each result from the one before it and keeps its notes', () => {
    let session = newSession(start, CHROME_ANDROID, 'Camille');
    session = recordNotes(session, { testId: 'a', moduleId: 'm', notes: 'lent' }, at(5));
    expect(session.results.a).toMatchObject({ status: 'pending', notes: 'lent' });
    session = recordResult(session, { testId: 'a', moduleId: 'm', status: 'passed' }, at(65));
    session = recordResult(session, { testId: 'b', moduleId: 'm', status: 'failed' }, at(95));
    expect(session.results.a).toMatchObject({
      status: 'passed',
      notes: 'lent',
      durationSeconds: 65,
      tester: 'Camille',
      timestamp: at(65).toISOString(),
    });
    expect(session.results.b?.durationSeconds).toBe(30);
  });

  it('survives its storage: a round trip keeps it, unreadable data starts afresh', () => {
    const session = recordResult(
      newSession(start, CHROME_ANDROID),
      { testId: 'a', moduleId: 'm', status: 'passed' },
      at(1),
    );
    expect(parseSession(JSON.stringify(session))).toEqual(session);
    expect(parseSession(null)).toBeNull();
    expect(parseSession('{pas du json')).toBeNull();
    expect(parseSession('null')).toBeNull();
    expect(parseSession(JSON.stringify({ id: 1, results: {} }))).toBeNull();
  });
});
