import type { UseFormRegisterReturn } from 'react-hook-form';
import { LIST_TYPE_LABELS, LIST_TYPES } from '#domain/list-types.ts';
import { cn } from '../../../lib/cn.ts';
import { ChoiceGroup } from '../../../ui/choice-group.tsx';
import { LIST_ICONS } from '../lib/list-icons.ts';

/** Each list type with its tinted icon above its name. */
const ICON_CHOICES = LIST_TYPES.map((type) => {
  const { icon: Icon, tint } = LIST_ICONS[type];
  return {
    value: type,
    label: LIST_TYPE_LABELS[type],
    icon: (
      <span aria-hidden="true" className={cn('grid size-9 place-items-center rounded-xl', tint)}>
        <Icon className="size-5" />
      </span>
    ),
  };
});

/** The icon picker of a list (Courses, Tâches, Notes, Favoris, Souhaits), drawn as tiles. */
export function IconPicker({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <ChoiceGroup
      legend="Icône"
      look="tile"
      // Five in a row leave a phone's tiles too narrow for « Souhaits » inside its border.
      columns="grid-cols-3 sm:grid-cols-5"
      choices={ICON_CHOICES}
      error={error}
      inputProps={registration}
    />
  );
}
