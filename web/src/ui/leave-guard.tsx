import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Navigation state of a move that must never ask (e.g. the item was just deleted):
 * `navigate(to, { state: LEAVE_WITHOUT_ASKING })`.
 */
export const LEAVE_WITHOUT_ASKING = { leaveWithoutAsking: true } as const;

function leavesWithoutAsking(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'leaveWithoutAsking' in state;
}

export interface LeaveGuard {
  /** Call just before a navigation that must not ask (the form was saved). */
  release: () => void;
  /** The « Abandonner les modifications ? » confirmation: render it with the form. */
  dialog: ReactNode;
}

/**
 * Leaving a changed form (another screen, « Annuler », the back arrow, closing the tab) asks
 * « Abandonner les modifications ? » first, so a tap beside the keyboard never loses a half-typed
 * task (docs/product.md#forms). React Router's useBlocker, plus `beforeunload` for the browser.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !released.current &&
      !leavesWithoutAsking(nextLocation.state) &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!released.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const release = useCallback(() => {
    released.current = true;
  }, []);
  const blocked = blocker.state === 'blocked';
  return {
    release,
    dialog: (
      <ConfirmDialog
        open={blocked}
        onOpenChange={(open) => (open || !blocked ? null : blocker.reset())}
        title="Abandonner les modifications ?"
        description="Les modifications que vous avez faites ne seront pas enregistrées."
        confirmLabel="Abandonner"
        cancelLabel="Continuer la saisie"
        destructive
        onConfirm={() => (blocked ? blocker.proceed() : undefined)}
      />
    ),
  };
}
