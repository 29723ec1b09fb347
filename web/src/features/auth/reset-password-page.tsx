import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { AUTH_MESSAGES, type ResetLinkState, resetPasswordFormSchema } from '#domain/auth.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { endSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { useFormSubmit } from '../../ui/form.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { PasswordStrength } from '../../ui/password-strength.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { checkResetLink, useResetPassword } from './api/password-reset.ts';
import { AuthLayout, AuthSubmit, TextLink } from './components/auth-layout.tsx';
import { StatusView } from './components/status-view.tsx';

/** Spec: after a reset or on an invalid link, /login after 2 seconds. */
const REDIRECT_DELAY_MS = 2_000;

type ResetForm = z.input<typeof resetPasswordFormSchema>;

type Step =
  | { name: 'checking' }
  | { name: 'form'; token: string }
  /** No usable token in the address: "Lien invalide", then /login (docs/product.md#accounts). */
  | { name: 'invalid' }
  /** The server refused the token (expired, already used): said plainly, with a way to a new one. */
  | { name: 'refused'; message: string }
  | { name: 'done' };

/** What the page says, before the form, for a link the server would refuse. */
const LINK_REFUSALS: Partial<Record<ResetLinkState, string>> = {
  used: AUTH_MESSAGES.linkUsed,
  expired: AUTH_MESSAGES.linkExpired,
  replaced: AUTH_MESSAGES.linkReplaced,
  unknown: AUTH_MESSAGES.invalidLink,
};

/** The emailed link is `/reset-password#access_token=…&type=recovery`. */
function recoveryToken(fragment: string): string | null {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const token = params.get('access_token');
  return token && params.get('type') === 'recovery' ? token : null;
}

/**
 * Where the page is: the token read once from the address, then the form, a refused or invalid
 * link, or the new password saved; an invalid link and a saved password go on to /login.
 */
function useResetStep() {
  const navigate = useNavigate();
  // Read once: the fragment is the link the family followed.
  const [fragment] = useState(() => window.location.hash);
  const [step, setStep] = useState<Step>({ name: 'checking' });

  useEffect(() => {
    const token = recoveryToken(fragment);
    if (token) {
      // A used or expired link says so before anything is typed.
      let current = true;
      void checkResetLink(token).then((state) => {
        if (!current) return;
        const refusal = state ? LINK_REFUSALS[state] : undefined;
        setStep(refusal ? { name: 'refused', message: refusal } : { name: 'form', token });
      });
      return () => {
        current = false;
      };
    }
    setStep({ name: 'invalid' });
    toast.error('Lien invalide', {
      id: 'reset-link-invalid',
      description: AUTH_MESSAGES.invalidLink,
    });
  }, [fragment]);

  useEffect(() => {
    if (step.name !== 'invalid' && step.name !== 'done') return;
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step.name, navigate]);

  return [step, setStep] as const;
}

export function ResetPasswordPage() {
  const [step, setStep] = useResetStep();
  switch (step.name) {
    case 'checking':
      return (
        <AuthLayout title="Nouveau mot de passe">
          <Spinner label="Vérification du lien..." />
        </AuthLayout>
      );
    case 'form':
      return (
        <ResetForm
          token={step.token}
          onDone={() => setStep({ name: 'done' })}
          onRefused={(message) => setStep({ name: 'refused', message })}
        />
      );
    case 'invalid':
      return <InvalidLink />;
    case 'refused':
      return <RefusedLink message={step.message} />;
    case 'done':
      return <PasswordSaved />;
  }
}

function InvalidLink() {
  return (
    <AuthLayout title="Lien invalide" backTo={paths.login}>
      <StatusView
        icon={LinkIcon}
        tone="error"
        actions={
          <Button asChild size="lg" className="w-full">
            <Link to={paths.login}>Retour à la connexion</Link>
          </Button>
        }
      >
        <p>{AUTH_MESSAGES.invalidLink}.</p>
        <p className="text-sm text-muted">Redirection vers la page de connexion...</p>
      </StatusView>
    </AuthLayout>
  );
}

function RefusedLink({ message }: { message: string }) {
  const title = message === AUTH_MESSAGES.linkUsed ? 'Lien déjà utilisé' : 'Lien expiré';
  return (
    <AuthLayout title={title} backTo={paths.login}>
      <StatusView
        icon={LinkIcon}
        tone="error"
        actions={
          <>
            <Button asChild size="lg" className="w-full">
              <Link to={paths.forgotPassword}>Recevoir un nouveau lien</Link>
            </Button>
            <Button asChild size="lg" variant="secondary" className="w-full">
              <Link to={paths.login}>Retour à la connexion</Link>
            </Button>
          </>
        }
      >
        <p role="alert">{message}.</p>
        {message === AUTH_MESSAGES.linkUsed ? (
          <p className="text-sm text-muted">
            Il a déjà servi à choisir un nouveau mot de passe : connectez-vous avec celui-ci, ou
            demandez un nouveau lien si vous l'avez oublié.
          </p>
        ) : (
          <p className="text-sm text-muted">
            Un lien de réinitialisation est valable 30 minutes et ne sert qu'une seule fois.
            Demandez-en un nouveau : votre mot de passe n'a pas changé.
          </p>
        )}
      </StatusView>
    </AuthLayout>
  );
}

function PasswordSaved() {
  return (
    <AuthLayout title="Mot de passe modifié !">
      <StatusView
        icon={CircleCheck}
        tone="success"
        actions={
          <Button asChild size="lg" className="w-full">
            <Link to={paths.login}>Me connecter</Link>
          </Button>
        }
      >
        <p role="status">Votre nouveau mot de passe est enregistré.</p>
        <p className="text-sm text-muted">Redirection vers la page de connexion...</p>
      </StatusView>
    </AuthLayout>
  );
}

function ResetForm({
  token,
  onDone,
  onRefused,
}: {
  token: string;
  onDone: () => void;
  onRefused: (message: string) => void;
}) {
  const reset = useResetPassword();
  const form = useForm<ResetForm, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const { errors } = form.formState;
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['password'],
    request: ({ password }) => reset.mutateAsync({ token, password }),
    onSuccess: () => {
      // The server ended every session of the account, this browser's included.
      endSession();
      onDone();
    },
    // A refused token (expired, already used) is a step of its own, with a way to a new link.
    intercept: (error) => {
      const refused = error instanceof ApiRequestError ? error.fields.token : undefined;
      if (refused) onRefused(refused);
      return refused !== undefined;
    },
    errorToast: ({ onField }) => ({ title: onField ? 'Erreur de validation' : 'Erreur' }),
    onInvalid: (invalid) => {
      const message = invalid.password?.message ?? invalid.confirmation?.message;
      toast.error('Erreur de validation', { description: message });
    },
  });

  return (
    <AuthLayout
      title="Nouveau mot de passe"
      description="Choisissez un nouveau mot de passe pour votre compte."
      backTo={paths.login}
      footer={<TextLink to={paths.login}>Retour à la connexion</TextLink>}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <PasswordField
          label="Nouveau mot de passe"
          autoComplete="new-password"
          placeholder="Votre mot de passe (min. 8 caractères)"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordStrength password={form.watch('password') ?? ''} />
        <PasswordField
          label="Confirmer le mot de passe"
          autoComplete="new-password"
          placeholder="Le même mot de passe"
          required
          error={errors.confirmation?.message}
          {...form.register('confirmation')}
        />
        <AuthSubmit failure={failure} busy={busy} busyLabel="Enregistrement...">
          Enregistrer le mot de passe
        </AuthSubmit>
      </form>
    </AuthLayout>
  );
}
