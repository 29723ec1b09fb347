import { Ellipsis, Pencil, Shapes, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';

const entryClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-base font-medium text-app outline-none select-none data-[highlighted]:bg-surface-muted';

/**
 * An item's « … » menu: « Modifier », « Changer de rayon » on a shopping list, « Supprimer », and
 * who added it. A radix menu button: Entrée, Espace or ↓ open it, the arrows move, Échap closes it
 * and the focus goes back to the button.
 */
export function ItemMenu({
  text,
  addedBy,
  onEdit,
  onAisle,
  onDelete,
}: {
  text: string;
  addedBy: string | null;
  onEdit: () => void;
  /** Absent off a shopping list. */
  onAisle?: (() => void) | undefined;
  onDelete: () => void;
}) {
  return (
    // Not modal, like the planning's add menu: a modal menu hides the page from screen readers
    // while its buttons stay focusable (axe: aria-hidden-focus).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Actions pour « ${text} »`}
        title="Actions"
        className="grid h-[2.375rem] w-11 shrink-0 place-items-center rounded-xl text-muted transition-colors hover:bg-surface-muted hover:text-app data-[state=open]:bg-surface-muted"
      >
        <Ellipsis aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 min-w-56 rounded-2xl border border-app bg-surface p-1.5 shadow-xl"
        >
          {addedBy ? (
            <DropdownMenu.Label className="px-3 py-1.5 text-xs text-muted">
              Ajouté par {addedBy}
            </DropdownMenu.Label>
          ) : null}
          <DropdownMenu.Item className={entryClass} onSelect={onEdit}>
            <Pencil aria-hidden="true" className="size-5 text-muted" />
            Modifier
          </DropdownMenu.Item>
          {onAisle ? (
            <DropdownMenu.Item className={entryClass} onSelect={onAisle}>
              <Shapes aria-hidden="true" className="size-5 text-muted" />
              Changer de rayon
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item
            className={`${entryClass} text-red-700 data-[highlighted]:bg-red-50 dark:text-red-300 dark:data-[highlighted]:bg-red-950/50`}
            onSelect={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-5" />
            Supprimer
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
