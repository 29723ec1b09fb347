import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  DEFAULT_CHILD_EMOJI,
  DEFAULT_PROFILE_EMOJI,
  defaultEmojiForRole,
} from '#domain/avatars.ts';
import { createProfileSchema, PROFILE_MESSAGES, type ProfileView } from '#domain/profiles.ts';
import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';
import { Button } from '../../../ui/button.tsx';
import { applyFieldErrors, FormAlert } from '../../../ui/form.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { AVATAR_OPTIONS, ChoiceField, type ChoiceOption, ROLE_OPTIONS } from './choice-fields.tsx';

/** The avatars, and the two defaults a profile gets without one (docs/product.md#profiles). */
const PROFILE_AVATARS: ChoiceOption[] = [
  ...AVATAR_OPTIONS,
  { value: DEFAULT_PROFILE_EMOJI, label: 'Adulte', emoji: DEFAULT_PROFILE_EMOJI },
  { value: DEFAULT_CHILD_EMOJI, label: 'Enfant', emoji: DEFAULT_CHILD_EMOJI },
];

const profileFormSchema = z.object({
  name: createProfileSchema.shape.name,
  role: z.string(PROFILE_MESSAGES.roleRequired).pipe(createProfileSchema.shape.role),
  // Empty: the role's default avatar.
  emoji: z.string().optional(),
});
type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = { name: string; role: ProfileView['role']; emoji: string };

/** Adding or editing a family profile (name, role, avatar), in a dialog of the settings. */
export function ProfileForm({
  profile,
  submitLabel,
  onSubmit,
}: {
  profile?: ProfileView;
  submitLabel: string;
  /** Resolves when saved; throws to show the API's message. */
  onSubmit: (values: ProfileFormOutput) => Promise<void>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const avatars =
    profile && !PROFILE_AVATARS.some((avatar) => avatar.value === profile.emoji)
      ? [...PROFILE_AVATARS, { value: profile.emoji, label: 'Actuel', emoji: profile.emoji }]
      : PROFILE_AVATARS;
  const form = useForm<ProfileFormValues, unknown, z.output<typeof profileFormSchema>>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      name: profile?.name ?? '',
      role: profile?.role ?? '',
      emoji: profile?.emoji ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit({
        name: values.name,
        role: values.role,
        emoji: values.emoji || defaultEmojiForRole(values.role),
      });
    } catch (error) {
      if (error instanceof ApiRequestError) {
        applyFieldErrors(form.setError, error.fields, ['name', 'role', 'emoji']);
      }
      setFailure(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <TextField
        label="Prénom"
        autoComplete="off"
        autoCapitalize="words"
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <ChoiceField
        legend="Rôle"
        options={ROLE_OPTIONS}
        error={errors.role?.message}
        inputProps={form.register('role')}
      />
      <ChoiceField
        legend="Avatar"
        options={avatars}
        columns="grid-cols-4 sm:grid-cols-5"
        error={errors.emoji?.message}
        inputProps={form.register('emoji')}
      />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" size="lg" busy={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
