import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field.tsx';

type NameField = UseFormRegisterReturn & { error?: string | undefined };

/**
 * « Prénom » and « Nom » of an account (sign-up, the account settings, joining a space): each a
 * react-hook-form registration with its message. The caller lays the two out (side by side from
 * tablets up).
 */
export function NameFields({ firstName, lastName }: { firstName: NameField; lastName: NameField }) {
  return (
    <>
      <TextField
        label="Prénom"
        autoComplete="given-name"
        autoCapitalize="words"
        required
        {...firstName}
      />
      <TextField
        label="Nom"
        autoComplete="family-name"
        autoCapitalize="words"
        required
        {...lastName}
      />
    </>
  );
}
