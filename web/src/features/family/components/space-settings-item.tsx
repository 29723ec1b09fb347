import { DoorOpen, Pencil, Trash2 } from 'lucide-react';
import type { SpaceSummary } from '#domain/spaces.ts';
import { cn } from '../../../lib/cn.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { SpaceIdentity } from './space-list.tsx';

/**
 * One space in the settings: a tap on it makes it active (announced as pressed); below, Modifier
 * (name and time zone) and Supprimer for admins, and Quitter for everyone.
 */
export function SpaceSettingsItem({
  space,
  active,
  onActivate,
  onRename,
  onDelete,
  onLeave,
}: {
  space: SpaceSummary;
  active: boolean;
  onActivate: () => void;
  onRename: () => void;
  onDelete: () => void;
  onLeave: () => void;
}) {
  return (
    <li
      className={cn(
        'flex flex-col gap-2 rounded-xl border-2 p-3',
        active ? 'border-primary bg-accent-soft/30' : 'border-app bg-surface-muted',
      )}
    >
      <button
        type="button"
        aria-pressed={active}
        title={active ? 'Espace actif' : 'Rendre cet espace actif'}
        onClick={onActivate}
        className="flex min-h-11 w-full items-center rounded-lg text-left"
      >
        <SpaceIdentity
          space={space}
          extraBadge={active ? <Badge tone="active">Actif</Badge> : null}
        />
      </button>
      <div className="-mb-1 grid grid-cols-3 gap-1 border-t border-app pt-1">
        {space.isAdmin ? (
          <>
            <Button variant="ghost" size="sm" onClick={onRename}>
              <Pencil aria-hidden="true" className="size-4 shrink-0 max-sm:hidden" />
              Modifier
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 dark:text-red-300"
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" className="size-4 shrink-0 max-sm:hidden" />
              Supprimer
            </Button>
          </>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          className="col-start-3 text-red-700 dark:text-red-300"
          onClick={onLeave}
        >
          <DoorOpen aria-hidden="true" className="size-4 shrink-0 max-sm:hidden" />
          Quitter
        </Button>
      </div>
    </li>
  );
}
