/**
 * The 10,000 most common passwords (Mark Burnett's list, shipped by the `common-password` package as
 * a text file), refused at sign-up, reset and password change. Server side only: imported as a text
 * module by the Worker bundle, never by the SPA, whose forms show this refusal from the API's
 * `fields.password`. The list is lower-case, so the comparison is case-insensitive: "Password1" is as
 * weak as "password1".
 */
import list from 'common-password/lib/10k most common.txt';
import { AUTH_MESSAGES } from '#domain/auth.ts';
import { loadPasswordEstimator, weakPasswordMessage } from '#domain/password-strength.ts';
import { ApiError } from '../lib/api-error.ts';

let passwords: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  passwords ??= new Set(
    list
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return passwords;
}

function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFKC').toLowerCase());
}

/** The 400 of a common password, on the form's `field` (`password`, or `newPassword` in the account). */
export function refuseCommonPassword(password: string, field: 'password' | 'newPassword'): void {
  if (isCommonPassword(password)) {
    throw ApiError.validation({ [field]: AUTH_MESSAGES.passwordTooCommon });
  }
}

/**
 * Every new password (sign-up, reset, change): not one of the 10,000 most common (the message the
 * forms expect for those), and scored at least "safely unguessable" by the estimator, with the
 * account's own words (`userInputs`: email, names) counted against it. The 400 says why, in French.
 */
export async function refuseWeakPassword(
  password: string,
  field: 'password' | 'newPassword',
  userInputs: readonly string[] = [],
): Promise<void> {
  refuseCommonPassword(password, field);
  const estimate = (await loadPasswordEstimator())(password, userInputs);
  if (!estimate.acceptable) {
    throw ApiError.validation({ [field]: weakPasswordMessage(estimate) });
  }
}

/** How many passwords the list holds (for tests). */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}
