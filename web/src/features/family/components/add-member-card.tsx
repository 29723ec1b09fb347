import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { newMemberSchema, SPACE_MESSAGES } from '#domain/spaces.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ChoiceGroup } from '../../../ui/choice-group.tsx';
import { FormAlert } from '../../../ui/form.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { AVATAR_OPTIONS, ROLE_OPTIONS } from './choice-fields.tsx';
import type { DraftMember } from './space-draft.ts';

const memberFormSchema = z.object({
  name: newMemberSchema.shape.name,
  // Nothing chosen yet is '' (or null): one message for all three (docs/product.md#spaces).
  role: z.string(SPACE_MESSAGES.memberIncomplete).pipe(newMemberSchema.shape.role),
  emoji: z.string(SPACE_MESSAGES.memberIncomplete).pipe(newMemberSchema.shape.emoji),
});
type MemberForm = z.input<typeof memberFormSchema>;

/** "Nouveau membre": first name, role and avatar of a member to list before the space exists. */
export function AddMemberCard({
  onAdd,
  onCancel,
}: {
  onAdd: (member: DraftMember) => void;
  /** No "Annuler" while the list is empty: the card is the only way forward. */
  onCancel?: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<MemberForm, unknown, z.output<typeof memberFormSchema>>({
    resolver: zodResolver(memberFormSchema),
    defaultValues: { name: '', role: '', emoji: '' },
  });
  const { errors } = form.formState;

  const add = form.handleSubmit(
    (values) => {
      setFailure(null);
      onAdd({
        key: crypto.randomUUID(),
        name: values.name,
        role: values.role,
        emoji: values.emoji,
      });
      form.reset();
    },
    () => setFailure(SPACE_MESSAGES.memberIncomplete),
  );

  return (
    <Card className="flex flex-col gap-5 border-2 border-dashed sm:p-6">
      <h3 className="flex items-center gap-2 font-bold text-app">
        <UserPlus aria-hidden="true" className="size-5 text-accent" />
        Nouveau membre
      </h3>
      <TextField
        label="Prénom"
        autoComplete="off"
        autoCapitalize="words"
        placeholder="Ex. Léa"
        error={errors.name?.type === 'too_big' ? errors.name.message : undefined}
        {...form.register('name')}
        onKeyDown={(event) => {
          // Enter adds the member rather than submitting the whole page's form.
          if (event.key === 'Enter') {
            event.preventDefault();
            void add();
          }
        }}
      />
      <ChoiceGroup
        legend="Rôle"
        look="chip"
        columns="grid-cols-2 sm:grid-cols-4"
        choices={ROLE_OPTIONS}
        inputProps={form.register('role')}
      />
      <ChoiceGroup
        legend="Avatar"
        look="chip"
        choices={AVATAR_OPTIONS}
        columns="grid-cols-4 sm:grid-cols-7"
        inputProps={form.register('emoji')}
      />
      <FormAlert>{failure}</FormAlert>
      <CardButtons
        onAdd={() => void add()}
        onCancel={
          onCancel
            ? () => {
                form.reset();
                setFailure(null);
                onCancel();
              }
            : undefined
        }
      />
    </Card>
  );
}

/** « Annuler » (when there is a way back) and « Ajouter ». */
function CardButtons({
  onAdd,
  onCancel,
}: {
  onAdd: () => void;
  onCancel: (() => void) | undefined;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      {onCancel ? (
        <Button variant="outline" onClick={onCancel}>
          Annuler
        </Button>
      ) : null}
      <Button variant="primary" onClick={onAdd}>
        <Plus aria-hidden="true" className="size-5" />
        Ajouter
      </Button>
    </div>
  );
}
