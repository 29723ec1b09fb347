import { type ComponentType, useState } from 'react';

/** How the family opened a deferred control: from the keyboard, the menu focuses its first item. */
export interface Opening {
  byKeyboard: boolean;
}

/** What the stand-in button gets: how to open the real control, and a hint to start loading it. */
export interface StandInProps {
  /** The real control is on its way: the button looks pressed. */
  opening: boolean;
  onOpen: (opening: Opening) => void;
  /** The pointer or the focus is on the button: its code is fetched before the click. */
  onWarm: () => void;
}

/**
 * A control whose overlay (a menu, a popover) needs code the first paint does not: radix's popper
 * with floating-ui, the focus trap, the calendar (docs/decisions/021-planning-first-visit.md).
 * Until that code is loaded, the screen shows `StandIn`, a button that looks and reads like the
 * control's own trigger; a pointer over it or the focus on it starts loading the code, and a click
 * (or Enter, Space) loads it if needed and mounts the real control open (`opening`). Once loaded,
 * every instance is the real control from its first render. If the code cannot be fetched
 * (offline before the service worker kept it), the button stays as it was and may be pressed again.
 */
export function deferredOverlay<P extends object>(
  load: () => Promise<ComponentType<P & { opening?: Opening | undefined }>>,
  StandIn: ComponentType<P & StandInProps>,
): ComponentType<P> {
  let Real: ComponentType<P & { opening?: Opening | undefined }> | undefined;
  let pending: Promise<void> | undefined;
  const warm = (): Promise<void> => {
    pending ??= load().then(
      (component) => {
        Real = component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  function Deferred(props: P) {
    const [opening, setOpening] = useState<Opening>();
    const [, setLoaded] = useState(false);
    if (Real) return <Real {...props} opening={opening} />;
    return (
      <StandIn
        {...props}
        opening={opening !== undefined}
        onWarm={() => void warm().catch(() => undefined)}
        onOpen={(how) => {
          setOpening(how);
          warm().then(
            () => setLoaded(true),
            () => setOpening(undefined),
          );
        }}
      />
    );
  }
  return Deferred;
}

/** The handlers of a stand-in button: warm on pointer or focus, open on click, Enter, Space or ↓. */
export function standInHandlers({ onOpen, onWarm }: StandInProps, arrowOpens = false) {
  return {
    onPointerEnter: onWarm,
    onFocus: onWarm,
    // A click from the keyboard (Enter, Space) has no pointer position: detail 0.
    onClick: (event: { detail: number }) => onOpen({ byKeyboard: event.detail === 0 }),
    onKeyDown: (event: { key: string; preventDefault: () => void }) => {
      if (arrowOpens && event.key === 'ArrowDown') {
        event.preventDefault();
        onOpen({ byKeyboard: true });
      }
    },
  };
}
