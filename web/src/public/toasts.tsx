import { toast } from '../lib/toast.ts';
import type { HandedToast } from './handed-toasts.ts';

/** Shows `message` in the page's region of messages (web/src/public/public-frame.tsx). */
export function showToast(message: HandedToast): void {
  toast[message.type](message.title, { description: message.description });
}
