import { clsx } from 'clsx';
import { useDeferredValue, useEffect, useState } from 'react';
import {
  loadPasswordEstimator,
  PASSWORD_SCORE_LABELS,
  type PasswordEstimate,
  type PasswordEstimator,
} from '#domain/password-strength.ts';

export const BAR_TONES = [
  'bg-red-500',
  'bg-red-500',
  'bg-amber-500',
  'bg-emerald-500',
  'bg-emerald-600',
];

/**
 * The estimator, loaded when a password screen first needs it: its dictionaries (about 1 MB) are
 * chunks of their own, fetched by the password screens only. Undefined until they arrive.
 */
function usePasswordEstimator(wanted: boolean): PasswordEstimator | undefined {
  const [estimator, setEstimator] = useState<PasswordEstimator>();
  useEffect(() => {
    if (!wanted || estimator) return;
    let current = true;
    loadPasswordEstimator()
      .then((loaded) => {
        if (current) setEstimator(() => loaded);
      })
      .catch(() => {
        // Offline: no meter; the server still checks the password.
      });
    return () => {
      current = false;
    };
  }, [wanted, estimator]);
  return estimator;
}

/**
 * The strength meter under a new-password field: the same estimate the server applies
 * (#domain/password-strength.ts), its score in words and, when weak, why. Nothing while empty.
 */
export function PasswordStrength({
  password,
  userInputs = [],
  id,
}: {
  password: string;
  /** The account's own words (email, names), counted against the password as the server does. */
  userInputs?: readonly string[];
  id?: string;
}) {
  const typed = useDeferredValue(password);
  const estimator = usePasswordEstimator(typed !== '');
  if (!typed || !estimator) return null;
  const estimate: PasswordEstimate = estimator(typed, userInputs);
  const label = PASSWORD_SCORE_LABELS[estimate.score];
  return (
    <div id={id} className="-mt-2 flex flex-col gap-1.5" aria-live="polite">
      <div className="grid grid-cols-4 gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={clsx(
              'h-1.5 rounded-full',
              estimate.score >= step ? BAR_TONES[estimate.score] : 'bg-surface-muted',
            )}
          />
        ))}
      </div>
      <p className="text-sm text-muted">
        Robustesse : <span className="font-semibold text-app">{label}</span>
        {estimate.acceptable ? null : (
          <span>
            {' — '}
            {estimate.warning ?? estimate.suggestions[0] ?? 'Ajoutez des mots moins courants.'}
          </span>
        )}
      </p>
    </div>
  );
}
