import type { TaskScope } from '#domain/tasks.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';

export type ScopeAction = 'edit' | 'delete';

/** The choices' words; deletion's are the product's verbatim (docs/product.md#tasks). */
const CHOICES: Record<ScopeAction, { scope: TaskScope; label: string }[]> = {
  delete: [
    { scope: 'occurrence', label: 'Supprimer cette occurrence seulement' },
    { scope: 'following', label: 'Supprimer cette occurrence et les suivantes' },
    { scope: 'series', label: 'Supprimer toute la série récurrente' },
  ],
  edit: [
    { scope: 'occurrence', label: 'Modifier cette occurrence seulement' },
    { scope: 'following', label: 'Modifier cette occurrence et les suivantes' },
    { scope: 'series', label: 'Modifier toute la série récurrente' },
  ],
};

/** What a change to a recurring item applies to: this occurrence, it and the next ones, or all. */
export function ScopeDialog({
  action,
  open,
  onOpenChange,
  occurrenceLabel,
  onChoose,
}: {
  action: ScopeAction;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "lundi 23 novembre": the occurrence concerned. */
  occurrenceLabel: string;
  onChoose: (scope: TaskScope) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        action === 'delete' ? 'Supprimer un élément récurrent' : 'Modifier un élément récurrent'
      }
      description={`Cet élément se répète. Occurrence concernée : ${occurrenceLabel}.`}
    >
      <div className="flex flex-col gap-3">
        {CHOICES[action].map((choice) => (
          <Button
            key={choice.scope}
            variant={choice.scope === 'occurrence' ? 'primary' : 'outline'}
            className={cn(
              'w-full',
              action === 'delete' && choice.scope === 'series' && 'text-red-700 dark:text-red-300',
            )}
            onClick={() => onChoose(choice.scope)}
          >
            {choice.label}
          </Button>
        ))}
        <Button variant="ghost" className="w-full" onClick={() => onOpenChange(false)}>
          Annuler
        </Button>
      </div>
    </Dialog>
  );
}
