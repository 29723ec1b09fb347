/**
 * The test session of /test-suite, kept in localStorage (key `testSession`) through
 * lib/stored-value.ts: who tests where, and one result per test case (docs/product.md#developer-checklist).
 * Pure functions over the session, plus its store; the page re-renders on every write, in this tab
 * or another.
 */
import { type StoredValue, storedValue } from '../../../lib/stored-value.ts';

export type TestStatus = 'pending' | 'passed' | 'failed' | 'skipped';

export const STATUS_LABELS: Record<TestStatus, string> = {
  pending: 'En attente',
  passed: 'Réussi',
  failed: 'Échoué',
  skipped: 'Ignoré',
};

export interface TestResult {
  testId: string;
  moduleId: string;
  status: TestStatus;
  notes: string;
  /** When the status was last set (ISO-8601). */
  timestamp: string;
  /**
   * Seconds since the session's previous verdict (passed, failed, skipped) or its start: the time
   * this test took. Notes alone do not count.
   */
  durationSeconds: number;
  tester: string;
}

export interface TestSession {
  id: string;
  startedAt: string;
  environment: { browser: string; os: string; version: string };
  tester: string;
  results: Record<string, TestResult>;
}

export const APP_VERSION = '1.0';

export const testSessionStore: StoredValue = storedValue('testSession', 'testSessionChanged');

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** The browser and system the session runs on, as far as the user agent says (first match wins). */
export function detectEnvironment(userAgent: string): TestSession['environment'] {
  const find = (table: [RegExp, string][]) =>
    table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Inconnu';
  return { browser: find(BROWSERS), os: find(SYSTEMS), version: APP_VERSION };
}

export function newSession(now: Date, userAgent: string, tester = ''): TestSession {
  return {
    id: crypto.randomUUID(),
    startedAt: now.toISOString(),
    environment: detectEnvironment(userAgent),
    tester,
    results: {},
  };
}

/** The stored session, or null when absent or unreadable (then a new one is started). */
export function parseSession(raw: string | null): TestSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TestSession> | null;
    if (
      !value ||
      typeof value.id !== 'string' ||
      typeof value.startedAt !== 'string' ||
      typeof value.results !== 'object' ||
      value.results === null
    ) {
      return null;
    }
    return {
      id: value.id,
      startedAt: value.startedAt,
      environment: value.environment ?? { browser: 'Inconnu', os: 'Inconnu', version: APP_VERSION },
      tester: typeof value.tester === 'string' ? value.tester : '',
      results: value.results,
    };
  } catch {
    return null;
  }
}

/** The session with `testId`'s status (and notes) set now. */
export function recordResult(
  session: TestSession,
  input: { testId: string; moduleId: string; status: TestStatus; notes?: string },
  now: Date,
): TestSession {
  const previous = session.results[input.testId];
  const lastInstant = Math.max(
    Date.parse(session.startedAt),
    ...Object.values(session.results)
      .filter((result) => result.status !== 'pending')
      .map((result) => Date.parse(result.timestamp)),
  );
  const durationSeconds = Math.max(0, Math.round((now.getTime() - lastInstant) / 1000));
  return {
    ...session,
    results: {
      ...session.results,
      [input.testId]: {
        testId: input.testId,
        moduleId: input.moduleId,
        status: input.status,
        notes: input.notes ?? previous?.notes ?? '',
        timestamp: now.toISOString(),
        durationSeconds,
        tester: session.tester,
      },
    },
  };
}

/** The session with the notes of `testId` replaced (its status unchanged, pending if none yet). */
export function recordNotes(
  session: TestSession,
  input: { testId: string; moduleId: string; notes: string },
  now: Date,
): TestSession {
  const previous = session.results[input.testId];
  return {
    ...session,
    results: {
      ...session.results,
      [input.testId]: {
        testId: input.testId,
        moduleId: input.moduleId,
        status: previous?.status ?? 'pending',
        notes: input.notes,
        timestamp: previous?.timestamp ?? now.toISOString(),
        durationSeconds: previous?.durationSeconds ?? 0,
        tester: session.tester,
      },
    },
  };
}

export function statusOf(session: TestSession, testId: string): TestStatus {
  return session.results[testId]?.status ?? 'pending';
}

export interface Summary {
  total: number;
  passed: number;
  failed: number;
  skipped: number;
  pending: number;
  /** Passed over total, as a rounded percentage (0 with no test). */
  successRate: number;
}

/** Counts over `testIds` (every case of the checklist, or of one module). */
export function summarize(session: TestSession, testIds: readonly string[]): Summary {
  const summary: Summary = {
    total: testIds.length,
    passed: 0,
    failed: 0,
    skipped: 0,
    pending: 0,
    successRate: 0,
  };
  for (const testId of testIds) summary[statusOf(session, testId)] += 1;
  summary.successRate =
    summary.total === 0 ? 0 : Math.round((summary.passed / summary.total) * 100);
  return summary;
}
