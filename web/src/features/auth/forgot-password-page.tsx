import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { forgotPasswordSchema } from '#domain/auth.ts';
import { paths } from '../../lib/paths.ts';
import { showToast } from '../../public/toasts.tsx';
import { Button } from '../../ui/button.tsx';
import { EmailField } from '../../ui/email-field.tsx';
import { useFormSubmit } from '../../ui/form.tsx';
import { lazyZodResolver } from '../../ui/lazy-resolver.ts';
import { requestPasswordReset } from './api/forgot-password.ts';
import { AuthLayout, AuthSubmit, TextLink } from './components/auth-layout.tsx';

type ForgotForm = z.input<typeof forgotPasswordSchema>;

/** The schema and zod load at the first submission (docs/decisions/017). */
const resolver = lazyZodResolver<ForgotForm, z.output<typeof forgotPasswordSchema>>(() =>
  import('#domain/auth.ts').then((module) => module.forgotPasswordSchema),
);

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotForm, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver,
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['email'],
    request: requestPasswordReset,
    onSuccess: (_result, values) => {
      showToast({
        type: 'success',
        title: 'Email envoyé',
        description: 'Vérifiez votre boîte email pour réinitialiser votre mot de passe',
      });
      setSentTo(values.email);
    },
    errorToast: 'Erreur',
    alsoToast: true,
  });

  if (sentTo !== null) {
    return (
      <AuthLayout title="Email envoyé !" backTo={paths.login}>
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="grid size-16 place-items-center rounded-full bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300">
            <MailCheck aria-hidden="true" className="size-8" />
          </span>
          <p className="text-app">
            Si un compte existe pour <strong className="break-all">{sentTo}</strong>, vous allez
            recevoir un lien pour choisir un nouveau mot de passe.
          </p>
          <p className="text-sm text-muted">
            Le lien est valable 30 minutes. Pensez à regarder dans les courriers indésirables.
          </p>
          <div className="flex w-full flex-col gap-3 pt-2">
            <Button asChild size="lg" className="w-full">
              <a href={paths.login}>Retour à la connexion</a>
            </Button>
            <Button
              variant="secondary"
              size="lg"
              className="w-full"
              onClick={() => setSentTo(null)}
            >
              Renvoyer l'email
            </Button>
          </div>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Mot de passe oublié"
      description="Indiquez l'email de votre compte : nous vous enverrons un lien pour en choisir un nouveau."
      backTo={paths.login}
      footer={
        <p>
          Vous vous en souvenez ? <TextLink to={paths.login}>Me connecter</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <AuthSubmit failure={failure} busy={busy} busyLabel="Envoi...">
          Envoyer le lien
        </AuthSubmit>
      </form>
    </AuthLayout>
  );
}
