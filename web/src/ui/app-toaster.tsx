import { Toaster } from 'sonner';
import { useTheme } from '../lib/theme.ts';

/**
 * sonner's region of messages, as every page shows it: at the bottom (above the tab bar when
 * `bottom` says how high it is), never over the header's buttons, « Annuler » where the thumb is,
 * several messages listed one above the other rather than stacked on each other.
 */
export function AppToaster({ bottom }: { bottom?: string }) {
  const { theme } = useTheme();
  const offset = bottom ? { bottom } : undefined;
  return (
    <Toaster
      position="bottom-center"
      offset={offset}
      mobileOffset={offset}
      richColors
      closeButton
      // Each message on its own line, above the previous one: never one card over another.
      expand
      visibleToasts={3}
      gap={8}
      theme={theme}
      // « Annuler » is a real 44 px button, not sonner's 24 px chip.
      // sonner's own words are English: the region and its close buttons speak French.
      containerAriaLabel="Messages"
      toastOptions={{
        closeButtonAriaLabel: 'Fermer le message',
        classNames: { actionButton: 'h-11! rounded-xl! px-4! text-base! font-semibold!' },
      }}
    />
  );
}
