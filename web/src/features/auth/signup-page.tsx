import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { signupSchema } from '#domain/auth.ts';
import { PASSWORD_MIN_LENGTH } from '#domain/auth-constants.ts';
import { paths } from '../../lib/paths.ts';
import { arriveAt } from '../../public/arrival.ts';
import { EmailField } from '../../ui/email-field.tsx';
import { useFormSubmit } from '../../ui/form.tsx';
import { lazyZodResolver } from '../../ui/lazy-resolver.ts';
import { NameFields } from '../../ui/name-fields.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { PasswordStrength } from '../../ui/password-strength.tsx';
import { AuthLayout, AuthSubmit, TextLink } from './components/auth-layout.tsx';

type SignupForm = z.input<typeof signupSchema>;

/** The schema and zod load at the first submission (docs/decisions/017). */
const resolver = lazyZodResolver<SignupForm, z.output<typeof signupSchema>>(() =>
  import('#domain/auth.ts').then((module) => module.signupSchema),
);

export function SignupPage() {
  const form = useForm<SignupForm, unknown, z.output<typeof signupSchema>>({
    resolver,
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const [firstName, lastName, email, password] = form.watch([
    'firstName',
    'lastName',
    'email',
    'password',
  ]);
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['firstName', 'lastName', 'email', 'password'],
    // The request loads with the first submission, like the schema: the page's scripts stay within
    // their budget (docs/decisions/034-first-visit-by-the-import-graph.md).
    request: async (values) => (await import('./api/sign-in.ts')).signUp(values),
    onSuccess: () => {
      // « Inscription réussie », said by the app's first screen; a new account has no space yet: on
      // to the space setup (docs/product.md#accounts).
      arriveAt(paths.setupSpace, 'inscription');
    },
    errorToast: ({ fromServer }) => ({ title: fromServer ? "Erreur d'inscription" : 'Erreur' }),
    alsoToast: true,
  });

  return (
    <AuthLayout
      title="Créer un compte"
      description="Quelques informations pour organiser votre famille."
      backTo={paths.home}
      footer={
        <p>
          Déjà un compte ? <TextLink to={paths.login}>Me connecter</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
          <NameFields
            firstName={{ ...form.register('firstName'), error: errors.firstName?.message }}
            lastName={{ ...form.register('lastName'), error: errors.lastName?.message }}
          />
        </div>
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <PasswordField
          label="Mot de passe"
          autoComplete="new-password"
          placeholder="Votre mot de passe (min. 8 caractères)"
          hint={`Au moins ${PASSWORD_MIN_LENGTH} caractères, évitez les mots de passe trop courants.`}
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordStrength
          password={typeof password === 'string' ? password : ''}
          userInputs={[email, firstName, lastName].filter((v) => typeof v === 'string')}
        />
        <p className="text-sm text-muted [&_a]:font-semibold [&_a]:text-accent [&_a]:underline">
          En créant un compte, vous acceptez nos <a href={paths.terms}>conditions d'utilisation</a>{' '}
          et notre <a href={paths.privacy}>politique de confidentialité</a>.
        </p>
        <AuthSubmit failure={failure} busy={busy} busyLabel="Création du compte...">
          Créer mon compte
        </AuthSubmit>
      </form>
    </AuthLayout>
  );
}
