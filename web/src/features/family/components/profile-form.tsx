import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  DEFAULT_CHILD_EMOJI,
  DEFAULT_PROFILE_EMOJI,
  defaultEmojiForRole,
} from '#domain/avatars.ts';
import type { ProfileColourId } from '#domain/profile-colours.ts';
import {
  createProfileSchema,
  PROFILE_MESSAGES,
  type ProfileView,
  profileColourSchema,
} from '#domain/profiles.ts';
import { Button } from '../../../ui/button.tsx';
import { type Choice, ChoiceGroup } from '../../../ui/choice-group.tsx';
import { FormAlert, useFormSubmit } from '../../../ui/form.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { AVATAR_OPTIONS, ROLE_OPTIONS } from './choice-fields.tsx';
import { ColourPicker } from './colour-picker.tsx';

/** The avatars, and the two defaults a profile gets without one (docs/product.md#profiles). */
const PROFILE_AVATARS: Choice[] = [
  ...AVATAR_OPTIONS,
  { value: DEFAULT_PROFILE_EMOJI, label: 'Adulte', emoji: DEFAULT_PROFILE_EMOJI },
  { value: DEFAULT_CHILD_EMOJI, label: 'Enfant', emoji: DEFAULT_CHILD_EMOJI },
];

const profileFormSchema = z.object({
  name: createProfileSchema.shape.name,
  role: z.string(PROFILE_MESSAGES.roleRequired).pipe(createProfileSchema.shape.role),
  // Empty: the role's default avatar.
  emoji: z.string().optional(),
  colour: z.string(PROFILE_MESSAGES.colourRequired).pipe(profileColourSchema),
});
type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = {
  name: string;
  role: ProfileView['role'];
  emoji: string;
  colour: ProfileColourId;
};

/**
 * Adding or editing a family profile (name, role, avatar, colour), in a dialog of the settings. A new
 * profile starts on `suggestedColour` (the space's least used). The form
 * shows the server's refusals under the fields (or above the button) and toasts `errorTitle`.
 */
export function ProfileForm({
  profile,
  suggestedColour,
  submitLabel,
  save,
  errorTitle,
  onSaved,
}: {
  profile?: ProfileView;
  suggestedColour?: ProfileColourId;
  submitLabel: string;
  save: (values: ProfileFormOutput) => Promise<unknown>;
  errorTitle: string;
  onSaved: () => void;
}) {
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
      colour: profile?.colour ?? suggestedColour ?? 'rouge',
    },
  });
  const { errors } = form.formState;
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['name', 'role', 'emoji', 'colour'],
    request: (values) =>
      save({
        name: values.name,
        role: values.role,
        emoji: values.emoji || defaultEmojiForRole(values.role),
        colour: values.colour,
      }),
    onSuccess: onSaved,
    errorToast: errorTitle,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <TextField
        label="Prénom"
        autoComplete="off"
        autoCapitalize="words"
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <ChoiceGroup
        legend="Rôle"
        look="chip"
        columns="grid-cols-2 sm:grid-cols-4"
        choices={ROLE_OPTIONS}
        error={errors.role?.message}
        inputProps={form.register('role')}
      />
      <ChoiceGroup
        legend="Avatar"
        look="chip"
        choices={avatars}
        columns="grid-cols-4 sm:grid-cols-5"
        error={errors.emoji?.message}
        inputProps={form.register('emoji')}
      />
      <ColourPicker
        error={errors.colour?.message}
        value={form.watch('colour')}
        inputProps={form.register('colour')}
      />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" size="lg" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
