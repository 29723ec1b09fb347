import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { SCHOOL_HOLIDAY_TEXTS, SCHOOL_ZONES } from '#domain/school-holidays.ts';
import { renameSpaceSchema, SPACE_MESSAGES, type SpaceSummary } from '#domain/spaces.ts';
import { isTimeZone } from '#domain/zoned-time.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormAlert, useFormSubmit } from '../../../ui/form.tsx';
import { SwitchField } from '../../../ui/switch.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useRenameSpace } from '../api/spaces.ts';
import { SchoolZoneField } from './school-zone-field.tsx';
import { TimeZoneField } from './time-zone-field.tsx';

/** The dialog's fields: the name, the family's time zone and its zone scolaire ('' for none). */
const editSpaceSchema = renameSpaceSchema.extend({
  timezone: z.string().refine(isTimeZone, SPACE_MESSAGES.unknownTimeZone),
  schoolZone: z.union([z.enum(SCHOOL_ZONES), z.literal('')], SCHOOL_HOLIDAY_TEXTS.unknownZone),
  feedSchoolHolidays: z.boolean(),
});

/**
 * « Modifier l'espace » (admins): its name, its zone scolaire (and whether the calendar feed carries
 * its holidays) and its time zone (a new zone moves the reminders, on the
 * server); nothing changed closes it without a request.
 */
export function RenameSpaceDialog({
  space,
  onClose,
}: {
  /** The space to rename; null: the dialog is closed. */
  space: SpaceSummary | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={space !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title="Modifier l'espace"
    >
      {space ? <RenameForm space={space} onDone={onClose} /> : null}
    </Dialog>
  );
}

function RenameForm({ space, onDone }: { space: SpaceSummary; onDone: () => void }) {
  const rename = useRenameSpace();
  const form = useForm<z.input<typeof editSpaceSchema>, unknown, z.output<typeof editSpaceSchema>>({
    resolver: zodResolver(editSpaceSchema),
    defaultValues: {
      name: space.name,
      timezone: space.timezone,
      schoolZone: space.schoolZone ?? '',
      feedSchoolHolidays: space.feedSchoolHolidays,
    },
  });
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['name', 'timezone', 'schoolZone', 'feedSchoolHolidays'],
    request: async ({ name, timezone, schoolZone, feedSchoolHolidays }) =>
      name === space.name &&
      timezone === space.timezone &&
      (schoolZone || null) === space.schoolZone &&
      feedSchoolHolidays === space.feedSchoolHolidays
        ? null
        : rename.mutateAsync({
            spaceId: space.id,
            name,
            timezone,
            schoolZone: schoolZone || null,
            feedSchoolHolidays,
          }),
    onSuccess: (changed) => {
      if (changed) toast.success(changed.message);
      onDone();
    },
    errorToast: SPACE_MESSAGES.renameFailed,
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label="Nom de l'espace"
        autoComplete="off"
        autoCapitalize="words"
        required
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <SchoolZoneField
        zone={form.watch('schoolZone')}
        error={form.formState.errors.schoolZone?.message}
        {...form.register('schoolZone')}
      />
      {/* Only meaningful with a zone: without one the feed has no holidays to write. */}
      {form.watch('schoolZone') ? (
        <Controller
          control={form.control}
          name="feedSchoolHolidays"
          render={({ field }) => (
            <SwitchField
              label={SCHOOL_HOLIDAY_TEXTS.feedField}
              hint={SCHOOL_HOLIDAY_TEXTS.feedHint}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      ) : null}
      <TimeZoneField
        current={space.timezone}
        error={form.formState.errors.timezone?.message}
        {...form.register('timezone')}
      />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" size="lg" busy={busy}>
        Enregistrer
      </Button>
    </form>
  );
}
