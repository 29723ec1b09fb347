import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, useId, useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { listDetailQueryOptions } from '../api/get-lists.ts';
import { suggestionsQueryOptions } from '../api/sections.ts';
import { matchSuggestions, type Suggestion } from '../lib/suggestions.ts';

/**
 * The add field's suggestions (docs/product.md#lists) as an ARIA combobox: the field is the
 * combobox, the suggestions its listbox. Typing opens it with no option chosen, so Entrée still adds
 * what was typed; ↓ and ↑ move through the options, Entrée takes the highlighted one, Échap closes
 * it; a tap takes one too. Screen readers hear the option under the arrows (aria-activedescendant)
 * and how many suggestions there are.
 *
 * `value` is the field's text; `onChoose` gets the suggestion taken (with `itemId` for a ticked item
 * of the list, to put back rather than add again).
 */
export function useItemSuggestions({
  spaceId,
  listId,
  value,
  onChoose,
}: {
  spaceId: string;
  listId: string;
  value: string;
  onChoose: (suggestion: Suggestion) => void;
}) {
  const listboxId = useId();
  const [focused, setFocused] = useState(false);
  // Both belong to one text: typing resets them without an effect.
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const [active, setActive] = useState<{ value: string; index: number } | null>(null);
  const history = useQuery({ ...suggestionsQueryOptions(spaceId), enabled: focused });
  const items = useQuery({ ...listDetailQueryOptions(spaceId, listId), enabled: false });
  const options = matchSuggestions(value, history.data ?? [], items.data?.items ?? []);
  const open = focused && closedFor !== value && options.length > 0;
  const index = open && active?.value === value ? active.index : -1;

  const choose = (suggestion: Suggestion) => {
    setClosedFor(null);
    setActive(null);
    onChoose(suggestion);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = keyedChoice(event.key, { options, open, index });
    if (next === null) return;
    event.preventDefault();
    if (next.kind === 'move') {
      setClosedFor(null);
      setActive({ value, index: next.index });
    } else if (next.kind === 'take') choose(next.suggestion);
    else setClosedFor(value);
  };

  return {
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': open,
      'aria-controls': listboxId,
      'aria-activedescendant': index >= 0 ? `${listboxId}-${index}` : undefined,
      onKeyDown,
      onFocus: () => setFocused(true),
      onBlur: (_event: FocusEvent<HTMLInputElement>) => setFocused(false),
    } as const,
    list: (
      <SuggestionList
        id={listboxId}
        options={open ? options : null}
        index={index}
        onChoose={choose}
      />
    ),
  };
}

type KeyedChoice =
  | { kind: 'move'; index: number }
  | { kind: 'take'; suggestion: Suggestion }
  | { kind: 'close' };

/** What a key does to the open list: null when the field keeps it (Entrée with no option adds). */
function keyedChoice(
  key: string,
  { options, open, index }: { options: Suggestion[]; open: boolean; index: number },
): KeyedChoice | null {
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    if (options.length === 0) return null;
    const step = key === 'ArrowDown' ? 1 : -1;
    const from = open ? index : -1;
    const next = from === -1 && step < 0 ? options.length - 1 : (from + step) % options.length;
    return { kind: 'move', index: next < 0 ? options.length - 1 : next };
  }
  const suggestion = options[index];
  if (key === 'Enter' && open && suggestion) return { kind: 'take', suggestion };
  if (key === 'Escape' && open) return { kind: 'close' };
  return null;
}

/** The listbox (opening above the field, held at the bottom of the screen) and its count. */
function SuggestionList({
  id,
  options,
  index,
  onChoose,
}: {
  id: string;
  /** Null while closed. */
  options: Suggestion[] | null;
  index: number;
  onChoose: (suggestion: Suggestion) => void;
}) {
  return (
    <>
      <div
        id={id}
        role="listbox"
        aria-label="Suggestions"
        hidden={!options}
        className="absolute inset-x-0 bottom-full z-20 mb-1 flex flex-col overflow-hidden rounded-xl border border-app bg-surface py-1 shadow-lg"
      >
        {options?.map((suggestion, n) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the field's (aria-activedescendant), which keeps the focus
          <div
            key={`${suggestion.itemId ?? ''}${suggestion.text}`}
            id={`${id}-${n}`}
            role="option"
            tabIndex={-1}
            aria-selected={n === index}
            // Keeps the focus in the field, so that the tap is not a blur first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(suggestion)}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 px-3 text-app',
              n === index ? 'bg-accent-soft' : 'hover:bg-surface-muted',
            )}
          >
            <span className="min-w-0 flex-1 truncate">{suggestion.text}</span>
            {suggestion.itemId ? (
              <span className="flex shrink-0 items-center gap-1 text-xs whitespace-nowrap text-muted">
                <RotateCcw aria-hidden="true" className="size-3.5" />
                Remettre
              </span>
            ) : null}
          </div>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {options ? suggestionCount(options.length) : ''}
      </p>
    </>
  );
}

function suggestionCount(count: number): string {
  return count === 1
    ? '1 suggestion, flèches haut et bas pour choisir'
    : `${count} suggestions, flèches haut et bas pour choisir`;
}
