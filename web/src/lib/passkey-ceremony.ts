/**
 * The browser's half of a passkey ceremony (docs/decisions/038-passkeys.md), by SimpleWebAuthn's
 * browser library. Loaded with a dynamic `import()` only when a passkey button is pressed: the
 * login page's script budget has no room for it.
 */
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { PASSKEY_MESSAGES, type PasskeyCredentialJSON } from '#domain/passkeys.ts';
import { errorMessage } from './api-request.ts';

// The options come as the API's JSON and the answer goes back as JSON: the library's own types of
// them (with buffers in extensions) are stricter than what JSON can say, hence the casts.

export async function signInCeremony(optionsJSON: unknown): Promise<PasskeyCredentialJSON> {
  const options = optionsJSON as PublicKeyCredentialRequestOptionsJSON;
  return (await startAuthentication({ optionsJSON: options })) as unknown as PasskeyCredentialJSON;
}

export async function registrationCeremony(optionsJSON: unknown): Promise<PasskeyCredentialJSON> {
  const options = optionsJSON as PublicKeyCredentialCreationOptionsJSON;
  return (await startRegistration({ optionsJSON: options })) as unknown as PasskeyCredentialJSON;
}

/** The French sentence for a ceremony that failed, in the browser or on the server. */
export function passkeyFailure(error: unknown): string {
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
      return PASSKEY_MESSAGES.alreadyRegistered;
    }
    // The dialog closed, timed out or was refused: browsers do not tell these apart.
    return PASSKEY_MESSAGES.cancelled;
  }
  if (error instanceof Error && error.message.startsWith('WebAuthn is not supported')) {
    return PASSKEY_MESSAGES.unsupported;
  }
  if (error instanceof DOMException) return PASSKEY_MESSAGES.cancelled;
  return errorMessage(error);
}
