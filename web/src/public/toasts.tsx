import { toast } from '../lib/toast.ts';

/** A message of the public pages (or of the app's arrival after a sign-in, ./arrival.ts). */
export interface PageToast {
  type: 'success' | 'error' | 'info';
  title: string;
  description?: string;
  /** The same id shows one message, however many times it is asked for. */
  id?: string;
}

/** Shows `message` in the page's region of messages (web/src/public/public-frame.tsx). */
export function showToast(message: PageToast): void {
  toast[message.type](message.title, { id: message.id, description: message.description });
}
