import { useQuery } from '@tanstack/react-query';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES } from '#domain/auth.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { useMe } from '../../lib/session-queries.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { verifyEmailQueryOptions } from './api/verify-email.ts';
import { AuthLayout } from './components/auth-layout.tsx';
import { StatusView } from './components/status-view.tsx';

/** The sign-up email's link: `/verify-email#token=…`. */
function verificationToken(fragment: string): string | null {
  return new URLSearchParams(fragment.replace(/^#/, '')).get('token') || null;
}

export function VerifyEmailPage() {
  const [token] = useState(() => verificationToken(window.location.hash));
  return token ? (
    <Verification token={token} />
  ) : (
    <Outcome ok={false} message={AUTH_MESSAGES.invalidLink} />
  );
}

function Verification({ token }: { token: string }) {
  const verification = useQuery(verifyEmailQueryOptions(token));
  if (verification.isPending) {
    return (
      <AuthLayout title="Confirmation de l'email">
        <Spinner label="Confirmation de votre adresse email..." />
      </AuthLayout>
    );
  }
  return verification.isSuccess ? (
    <Outcome ok />
  ) : (
    <Outcome ok={false} message={errorMessage(verification.error)} />
  );
}

function Outcome({ ok, message }: { ok: boolean; message?: string }) {
  // Onwards: into the app for a signed-in user (the space chooser), to /login otherwise.
  const me = useMe();
  const onwards = me.data ? (
    <Button asChild size="lg" className="w-full">
      <Link to={paths.joinSpace}>Continuer</Link>
    </Button>
  ) : (
    <Button asChild size="lg" className="w-full">
      <Link to={paths.login}>Me connecter</Link>
    </Button>
  );

  if (ok) {
    return (
      <AuthLayout title="Email confirmé !">
        <StatusView icon={CircleCheck} tone="success" actions={onwards}>
          <p role="status">Merci, votre adresse email est confirmée.</p>
        </StatusView>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Lien invalide">
      <StatusView icon={LinkIcon} tone="error" actions={onwards}>
        <p role="alert">{message}.</p>
        <p className="text-sm text-muted">
          Le lien de confirmation est valable 24 heures et ne sert qu'une seule fois. Votre compte
          reste utilisable : la confirmation de l'email est seulement informative.
        </p>
      </StatusView>
    </AuthLayout>
  );
}
