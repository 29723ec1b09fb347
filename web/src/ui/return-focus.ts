import { useRef } from 'react';

/**
 * Gives the focus back to what opened a dialog when it closes. Radix does it only for its own
 * Trigger; a dialog opened from state (a card, a menu item, an alert) would drop the focus on the
 * page's body, and a keyboard user would start again from the top. The element focused when the
 * dialog opens (radix calls onOpenAutoFocus before moving the focus in) is the one to return to,
 * if it is still on the page.
 */
export function useReturnFocus(hasTrigger: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (hasTrigger || !target?.isConnected || target === document.body) return;
      event.preventDefault();
      target.focus();
    },
  };
}
