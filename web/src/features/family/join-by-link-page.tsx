import { LogIn, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { INVITATION_MESSAGES } from '#domain/invitations.ts';
import { paths } from '../../lib/paths.ts';
import { useMe } from '../../lib/session-queries.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { FullPageSpinner } from '../../ui/spinner.tsx';
import { JoinSpaceForm } from './components/join-space-form.tsx';
import { ScreenLayout } from './components/screen-layout.tsx';
import { SPACE_EMOJI } from './components/space-draft.ts';
import { useEnterJoinedSpace } from './enter-joined-space.ts';
import { codeFromLink, pendingJoinCode } from './join-link.ts';

/**
 * `/rejoindre?code=…`, the link an invitation is shared as (docs/product.md#invitations). Signed out:
 * the code is kept on this device and the page offers sign-up or sign-in, after which the app comes
 * back here. Signed in: the join screen with the code filled in.
 */
export function JoinByLinkPage() {
  const location = useLocation();
  const me = useMe();
  // Read once: the stored code is used up below, and the form keeps its own value.
  const [code] = useState(() => codeFromLink(location.search) ?? pendingJoinCode.read() ?? '');
  const signedIn = Boolean(me.data);
  const signedOut = me.data === null;

  useEffect(() => {
    if (signedOut && code) pendingJoinCode.write(code);
    if (signedIn) pendingJoinCode.write(null);
  }, [signedIn, signedOut, code]);

  if (signedOut) return <SignedOutInvitation code={code} />;
  if (!signedIn) return <FullPageSpinner />;
  return <JoinWithCode code={code} />;
}

function SignedOutInvitation({ code }: { code: string }) {
  return (
    <ScreenLayout
      title="Vous êtes invité"
      description="Un proche vous invite à rejoindre son espace famille sur Foyer."
      emblem={SPACE_EMOJI}
    >
      <Card className="flex flex-col gap-4 sm:p-6">
        {code ? (
          <p className="text-app">
            Votre code d'invitation : <strong className="font-mono tracking-widest">{code}</strong>.
            Créez votre compte ou connectez-vous : il sera rempli pour vous.
          </p>
        ) : (
          <p className="text-app">
            Créez votre compte ou connectez-vous, puis saisissez le code reçu.
          </p>
        )}
        <Button asChild size="lg">
          <Link to={paths.signup}>
            <UserPlus aria-hidden="true" className="size-5" />
            Créer mon compte
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={paths.login}>
            <LogIn aria-hidden="true" className="size-5" />
            J'ai déjà un compte
          </Link>
        </Button>
      </Card>
    </ScreenLayout>
  );
}

function JoinWithCode({ code }: { code: string }) {
  const enter = useEnterJoinedSpace();
  return (
    <ScreenLayout
      title="Rejoindre un espace famille"
      description="Vérifiez le code reçu, puis rejoignez l'espace."
      backTo={paths.joinSpace}
      emblem={SPACE_EMOJI}
    >
      <Card className="flex flex-col gap-5 sm:p-6">
        <JoinSpaceForm
          askNames={false}
          defaultCode={code}
          onJoined={async (space, profileNote, profileId) => {
            toast.success(INVITATION_MESSAGES.joined, { description: profileNote });
            await enter(space, profileId);
          }}
        />
      </Card>
    </ScreenLayout>
  );
}
