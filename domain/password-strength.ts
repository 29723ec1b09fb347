/**
 * How guessable a password is, estimated by zxcvbn-ts with its common dictionaries (passwords,
 * keyboard layouts) and French ones (words, first and last names, Wikipedia), in French. The Worker
 * refuses below {@link PASSWORD_MIN_SCORE}; the SPA shows the same estimate as a meter under the
 * password fields (docs/decisions/007-password-strength-estimator.md).
 *
 * The dictionaries are about 1 MB: they are imported on first use only (`loadPasswordEstimator`), so
 * the Worker parses them on the first password it checks, not on every request, and Vite puts them in
 * chunks of their own that only the password screens load.
 */
import type { ZxcvbnResult } from '@zxcvbn-ts/core';

/** zxcvbn's 3, "safely unguessable: moderate protection from offline slow-hash scenario". */
export const PASSWORD_MIN_SCORE = 3;

/** Only the first characters are scored: the time of an estimate grows with the length. */
const SCORED_LENGTH = 64;

/**
 * zxcvbn tries every l33t reading of up to this many characters (100 by default). Crafted passwords
 * such as `4@3$1!0|` repeated took 0.4–0.8 s of CPU each at the default, about 0.1 s at 10, with the
 * same scores on the weak passwords of the security review (docs/decisions/007).
 */
const L33T_MAX_SUBSTITUTIONS = 10;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordEstimate {
  score: PasswordScore;
  acceptable: boolean;
  /** Why it is weak, in French (e.g. "Les mots simples sont faciles à deviner."), if zxcvbn says. */
  warning: string | null;
  /** What would help, in French. */
  suggestions: string[];
}

/** The meter's words for each score. */
export const PASSWORD_SCORE_LABELS: Record<PasswordScore, string> = {
  0: 'Très faible',
  1: 'Faible',
  2: 'Moyen',
  3: 'Bon',
  4: 'Excellent',
};

export type PasswordEstimator = (
  password: string,
  /** The account's own words (email, names): a password built on them is weaker. */
  userInputs?: readonly string[],
) => PasswordEstimate;

let loading: Promise<PasswordEstimator> | undefined;

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function toEstimate(result: ZxcvbnResult): PasswordEstimate {
  const score = result.score as PasswordScore;
  return {
    score,
    acceptable: score >= PASSWORD_MIN_SCORE,
    warning: result.feedback.warning ? sentence(result.feedback.warning) : null,
    suggestions: result.feedback.suggestions.map(sentence),
  };
}

/** The estimator, its dictionaries imported on the first call (then kept). */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, common, french] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-fr'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...french.dictionary },
      graphs: common.adjacencyGraphs,
      translations: french.translations,
      l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
    });
    return (password, userInputs = []) =>
      toEstimate(
        zxcvbn.check(
          password.normalize('NFKC').slice(0, SCORED_LENGTH),
          userInputs.filter(Boolean).map((input) => input.toLowerCase()),
        ),
      );
  })();
  loading.catch(() => {
    // A failed load (offline SPA) is tried again next time.
    loading = undefined;
  });
  return loading;
}

/** The refusal of a weak password, with its reason. */
export function weakPasswordMessage(estimate: PasswordEstimate): string {
  const reason = estimate.warning ?? estimate.suggestions[0] ?? 'Ajoutez des mots moins courants.';
  return `Ce mot de passe est trop facile à deviner. ${reason}`;
}
