import { useState } from 'react';
import { OFFLINE_MESSAGE } from '../../../lib/network.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form.tsx';

/**
 * « Se connecter avec une clé d'accès ». Everything but the button loads when it is pressed: the
 * login page's scripts stay within their budget (docs/decisions/038-passkeys.md).
 */
export function PasskeySignIn({ remember }: { remember: () => boolean }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const signIn = async () => {
    setBusy(true);
    setFailure(undefined);
    const failed = await import('../api/passkey-sign-in.ts').then(
      (passkeys) => passkeys.signInWithPasskey(remember()),
      () => OFFLINE_MESSAGE,
    );
    setFailure(failed);
    setBusy(!failed);
  };
  return (
    <>
      {/* Only once there is one: an inserted alert is announced, and the form keeps the page's one. */}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button variant="outline" className="w-full" busy={busy} onClick={signIn}>
        Se connecter avec une clé d’accès
      </Button>
    </>
  );
}
