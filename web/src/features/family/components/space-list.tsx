import { Crown } from 'lucide-react';
import type { SpaceSummary } from '#domain/spaces.ts';
import { Badge } from '../../../ui/badge.tsx';
import { memberCountLabel, profileCountLabel, SPACE_EMOJI } from './space-draft.ts';

/** The default description of a space (docs/product.md#spaces). */
export const DEFAULT_SPACE_DESCRIPTION = 'Planning familial';

export function AdminBadge() {
  return (
    <Badge tone="admin">
      <Crown aria-hidden="true" className="size-3" />
      Admin
    </Badge>
  );
}

/** A space's avatar, name, badges, description and member count (the chooser and the settings). */
export function SpaceIdentity({
  space,
  extraBadge,
}: {
  space: SpaceSummary;
  extraBadge?: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <span
        aria-hidden="true"
        className="grid size-12 shrink-0 place-items-center rounded-2xl bg-accent-soft text-2xl"
      >
        {SPACE_EMOJI}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="truncate font-bold text-app">{space.name}</span>
          {space.isAdmin ? <AdminBadge /> : null}
          {extraBadge}
        </div>
        {/* Each count says what it counts: accounts with access, then the family's profiles. */}
        <p className="text-sm text-muted">
          {space.description || DEFAULT_SPACE_DESCRIPTION} · {memberCountLabel(space.memberCount)} ·{' '}
          {profileCountLabel(space.profileCount)}
        </p>
      </div>
    </div>
  );
}
