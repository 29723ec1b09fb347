import { ChevronDown, Users } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import type { ProfileView } from '#domain/profiles.ts';
import type { TaskListItem } from '#domain/tasks.ts';
import { cn } from '../../../lib/cn.ts';
import { Card } from '../../../ui/card.tsx';
import { PersonDot } from '../../../ui/person-dot.tsx';

export const EVERYONE = 'all';

/** Tasks the person is one of the responsible adults or children of (as the API's `profile` filter). */
export function concerns(
  item: Pick<TaskListItem, 'responsibles' | 'children'>,
  personId: string,
): boolean {
  return (
    item.responsibles.some((person) => person.id === personId) ||
    item.children.some((person) => person.id === personId)
  );
}

/** Navigation state /planning may receive: the person filter to keep (from the month view). */
export interface PlanningState {
  person?: string;
}

/**
 * The collapsible 'Filtrer par personne': 'Tout le monde' or one member (radio buttons, so arrow
 * keys move between them and a screen reader says which one is on). The closed header shows the
 * choice; a tap on a person closes it.
 */
export function PersonFilter({
  profiles,
  value,
  onChange,
}: {
  profiles: ProfileView[];
  value: string;
  onChange: (value: string) => void;
}) {
  const [open, setOpen] = useState(false);
  // A tap or click on a person closes the filter (the choice is made); arrow keys, which move the
  // choice from person to person, leave it open.
  const byPointer = useRef(false);
  const choose = (id: string) => {
    onChange(id);
    if (byPointer.current) setOpen(false);
    byPointer.current = false;
  };
  const name = useId();
  const chosen = profiles.find((profile) => profile.id === value);
  const options = [
    { id: EVERYONE, label: 'Tout le monde', emoji: '👪', colour: null },
    ...profiles.map((profile) => ({
      id: profile.id,
      label: profile.name,
      emoji: profile.emoji,
      colour: profile.colour,
    })),
  ];
  return (
    <Card asChild className="p-0">
      <Collapsible.Root open={open} onOpenChange={setOpen}>
        <FilterTrigger chosen={chosen} open={open} />
        <Collapsible.Content>
          <fieldset className="px-4 pb-4">
            <legend className="sr-only">Filtrer par personne</legend>
            <div className="flex flex-wrap gap-2 pt-1">
              {options.map((option) => (
                <PersonOption
                  key={option.id}
                  option={option}
                  name={name}
                  checked={value === option.id}
                  onPointerDown={() => {
                    byPointer.current = true;
                  }}
                  onChoose={() => choose(option.id)}
                />
              ))}
            </div>
          </fieldset>
        </Collapsible.Content>
      </Collapsible.Root>
    </Card>
  );
}

/** The closed filter's header: its name and the choice (« Tout le monde » or the person). */
function FilterTrigger({ chosen, open }: { chosen: ProfileView | undefined; open: boolean }) {
  return (
    <Collapsible.Trigger className="flex min-h-12 w-full items-center gap-3 rounded-2xl px-4 text-left font-semibold text-app transition-colors hover:bg-surface-muted">
      <Users aria-hidden="true" className="size-5 text-muted" />
      <span className="flex min-w-0 flex-1 flex-col py-1.5 leading-tight">
        Filtrer par personne
        <span className="truncate text-sm font-medium text-muted">
          {chosen ? (
            <>
              {chosen.emoji} {chosen.name} <PersonDot colour={chosen.colour} />
            </>
          ) : (
            'Tout le monde'
          )}
        </span>
      </span>
      <ChevronDown
        aria-hidden="true"
        className={cn('size-5 shrink-0 text-muted transition-transform', open && 'rotate-180')}
      />
    </Collapsible.Trigger>
  );
}

/** One choice of the filter: a radio button drawn as a chip, its person's emoji and colour. */
function PersonOption({
  option,
  name,
  checked,
  onPointerDown,
  onChoose,
}: {
  option: { id: string; label: string; emoji: string | null; colour: ProfileView['colour'] | null };
  name: string;
  checked: boolean;
  onPointerDown: () => void;
  onChoose: () => void;
}) {
  return (
    <label
      onPointerDown={onPointerDown}
      className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-app px-4 text-sm font-medium text-app transition-colors select-none hover:bg-surface-muted has-[:checked]:border-primary has-[:checked]:bg-accent-soft has-[:checked]:text-accent has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary"
    >
      <input
        type="radio"
        name={name}
        value={option.id}
        checked={checked}
        onChange={onChoose}
        className="sr-only"
      />
      <span aria-hidden="true">{option.emoji}</span>
      {option.label}
      {option.colour ? <PersonDot colour={option.colour} /> : null}
    </label>
  );
}
