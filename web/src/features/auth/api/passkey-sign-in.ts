import { requestJson } from '../../../lib/api-request.ts';
import { passkeyFailure, signInCeremony } from '../../../lib/passkey-ceremony.ts';
import type { SessionGrant } from '../../../lib/session.ts';
import { arriveAt } from '../../../public/arrival.ts';
import { signedIn } from './sign-in.ts';
import { fetchSignInDestination } from './sign-in-destination.ts';

/**
 * « Se connecter avec une clé d'accès »: a challenge, the browser's passkey dialog, then the server's
 * check, which opens a session as a password sign-in does (`remember`: « Rester connecté »); then on
 * to the app, as after the password form. Resolves to the French reason when it did not sign in.
 */
export async function signInWithPasskey(remember: boolean): Promise<string | undefined> {
  try {
    const options = await requestJson<unknown>('/api/passkeys/sign-in/options', {});
    const credential = await signInCeremony(options);
    signedIn(await requestJson<SessionGrant>('/api/passkeys/sign-in', { credential, remember }));
  } catch (error) {
    return passkeyFailure(error);
  }
  arriveAt(await fetchSignInDestination(), 'connexion');
  return undefined;
}
