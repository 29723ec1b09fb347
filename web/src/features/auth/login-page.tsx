import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { loginSchema } from '#domain/auth.ts';
import { paths } from '../../lib/paths.ts';
import { arriveAt } from '../../public/arrival.ts';
import { CheckboxField } from '../../ui/checkbox.tsx';
import { EmailField } from '../../ui/email-field.tsx';
import { useFormSubmit } from '../../ui/form.tsx';
import { lazyZodResolver } from '../../ui/lazy-resolver.ts';
import { PasswordField } from '../../ui/password-field.tsx';
import { AuthLayout, AuthSubmit, TextLink } from './components/auth-layout.tsx';
import { PasskeySignIn } from './components/passkey-sign-in.tsx';

type LoginForm = z.input<typeof loginSchema>;

/** The schema and zod load at the first submission (docs/decisions/017). */
const resolver = lazyZodResolver<LoginForm, z.output<typeof loginSchema>>(() =>
  import('#domain/auth.ts').then((module) => module.loginSchema),
);

export function LoginPage() {
  const form = useForm<LoginForm, unknown, z.output<typeof loginSchema>>({
    resolver,
    defaultValues: { email: '', password: '', remember: true },
  });
  const { errors } = form.formState;
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['email', 'password'],
    // The request and the next screen's choice load with the first submission, like the schema:
    // /login's scripts stay within their budget (docs/decisions/034-first-visit-by-the-import-graph.md).
    request: async (values) => (await import('./api/sign-in.ts')).logIn(values),
    onSuccess: async () => {
      const { fetchSignInDestination } = await import('./api/sign-in-destination.ts');
      const destination = await fetchSignInDestination();
      // « Connexion réussie », said by the app's first screen: this page is not the app.
      arriveAt(destination, 'connexion');
    },
    errorToast: ({ fromServer }) => ({ title: fromServer ? 'Erreur de connexion' : 'Erreur' }),
    alsoToast: true,
  });

  return (
    <AuthLayout
      title="Connexion"
      description="Retrouvez le planning de votre famille."
      backTo={paths.home}
      footer={
        <p>
          Pas encore de compte ? <TextLink to={paths.signup}>Créer un compte</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <PasswordField
          label="Mot de passe"
          autoComplete="current-password"
          placeholder="Votre mot de passe (min. 8 caractères)"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="-my-2 flex flex-wrap items-center justify-between gap-x-4">
          <Controller
            control={form.control}
            name="remember"
            render={({ field }) => (
              <CheckboxField
                label="Rester connecté"
                name={field.name}
                checked={field.value ?? true}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <TextLink to={paths.forgotPassword}>Mot de passe oublié ?</TextLink>
        </div>
        <AuthSubmit failure={failure} busy={busy} busyLabel="Connexion...">
          Se connecter
        </AuthSubmit>
      </form>
      <div className="mt-5 flex flex-col gap-5 border-t border-app pt-5">
        <PasskeySignIn remember={() => form.getValues('remember') ?? true} />
      </div>
    </AuthLayout>
  );
}
