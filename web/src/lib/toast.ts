/**
 * `toast` as sonner's, without sonner on the first paint (docs/decisions/021-planning-first-visit.md).
 * The SPA imports `toast` from here; only this module and ui/app-toaster.tsx import sonner itself
 * (a Biome `noRestrictedImports` rule, biome.json). The first message loads sonner; the messages (and dismissals) asked for meanwhile are queued and
 * given to sonner in order once it is there, each with the id this module already returned, so
 * that `toast.dismiss(id)` (lib/undo.ts) reaches the right one. ui/lazy-toaster.tsx mounts the
 * region as soon as the first message is asked for; sonner shows the messages given before the
 * region subscribed when it does.
 */
import type { ExternalToast, toast as SonnerToast } from 'sonner';

type Toast = typeof SonnerToast;
type Id = string | number;
type Message = Parameters<Toast>[0];

let sonner: Toast | null = null;
let loading: Promise<Toast> | null = null;
const queued: Array<(real: Toast) => void> = [];
const listeners = new Set<() => void>();
let counter = 0;
/** What the queue will show, for `getToasts()` before sonner is there. */
type Shown = ReturnType<Toast['getToasts']>[number];
let pending: Shown[] = [];

/** Loads sonner (once; a failed load is tried again at the next message), then runs the queue. */
function load(): void {
  if (loading) return;
  loading = import('sonner').then(
    ({ toast }) => {
      sonner = toast;
      pending = [];
      for (const call of queued.splice(0)) call(toast);
      return toast;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  loading.catch(() => undefined);
  for (const listener of listeners) listener();
}

/** Whether a message was asked for (ui/lazy-toaster.tsx mounts the region from then on). */
export function toasterWanted(): boolean {
  return loading !== null || sonner !== null;
}

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Kind = 'success' | 'error' | 'info' | 'warning' | 'message' | 'loading';

function show(kind: Kind | null, message: Message, data?: ExternalToast): Id {
  if (sonner) return kind ? sonner[kind](message, data) : sonner(message, data);
  counter += 1;
  const id = data?.id ?? `foyer-toast-${counter}`;
  queued.push((real) => (kind ? real[kind] : real)(message, { ...data, id }));
  pending.push({ ...data, id, title: message, ...(kind ? { type: kind } : {}) } as Shown);
  load();
  return id;
}

const facade = Object.assign(
  (message: Message, data?: ExternalToast) => show(null, message, data),
  {
    success: (message: Message, data?: ExternalToast) => show('success', message, data),
    error: (message: Message, data?: ExternalToast) => show('error', message, data),
    info: (message: Message, data?: ExternalToast) => show('info', message, data),
    warning: (message: Message, data?: ExternalToast) => show('warning', message, data),
    message: (message: Message, data?: ExternalToast) => show('message', message, data),
    loading: (message: Message, data?: ExternalToast) => show('loading', message, data),
    dismiss: (id?: Id): Id | undefined => {
      if (sonner) return sonner.dismiss(id);
      // Before sonner, only queued messages can be open: dismissed in turn.
      if (loading) queued.push((real) => real.dismiss(id));
      pending = id === undefined ? [] : pending.filter((shown) => shown.id !== id);
      return id;
    },
    /** The messages on screen, or about to be: a message asked for before sonner is there may
     *  still be queued. */
    getToasts: (): ReturnType<Toast['getToasts']> => (sonner ? sonner.getToasts() : [...pending]),
  },
);

/** sonner's `toast`, as the SPA uses it. */
export const toast = facade as unknown as Toast;
