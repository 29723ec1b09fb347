/**
 * How a notification or an alert looks by type (docs/product.md#notifications): message blue,
 * reminder orange, completed green, unassigned red, conflict amber, assigned (a hand-over) blue, joined (an arrival)
 * green, ticked (list ticks) green, changed (an event soon moved or cancelled) amber, digest (the evening
 * « Demain : … ») blue, always with an icon and a word
 * so that colour is never the only signal.
 */
import {
  AlarmClock,
  CalendarClock,
  CalendarDays,
  CircleCheck,
  ListChecks,
  type LucideIcon,
  MessageCircle,
  TriangleAlert,
  UserCheck,
  UserPlus,
  UserX,
} from 'lucide-react';
import { NOTIFICATION_TYPE_COLOURS, type NotificationType } from '#domain/notification-types.ts';

type Colour = (typeof NOTIFICATION_TYPE_COLOURS)[NotificationType];

/** Full class names (Tailwind only sees literal strings). */
const TONES: Record<Colour, { chip: string; bar: string; dot: string; text: string }> = {
  blue: {
    chip: 'bg-blue-100 text-blue-700 dark:bg-blue-400/15 dark:text-blue-300',
    bar: 'border-l-blue-500 dark:border-l-blue-400',
    dot: 'bg-blue-500 dark:bg-blue-400',
    text: 'text-blue-700 dark:text-blue-300',
  },
  orange: {
    chip: 'bg-orange-100 text-orange-700 dark:bg-orange-400/15 dark:text-orange-300',
    bar: 'border-l-orange-500 dark:border-l-orange-400',
    dot: 'bg-orange-500 dark:bg-orange-400',
    text: 'text-orange-700 dark:text-orange-300',
  },
  green: {
    chip: 'bg-green-100 text-green-700 dark:bg-green-400/15 dark:text-green-300',
    bar: 'border-l-green-500 dark:border-l-green-400',
    dot: 'bg-green-500 dark:bg-green-400',
    text: 'text-green-700 dark:text-green-300',
  },
  red: {
    chip: 'bg-red-100 text-red-700 dark:bg-red-400/15 dark:text-red-300',
    bar: 'border-l-red-500 dark:border-l-red-400',
    dot: 'bg-red-500 dark:bg-red-400',
    text: 'text-red-700 dark:text-red-300',
  },
  amber: {
    chip: 'bg-amber-100 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300',
    bar: 'border-l-amber-500 dark:border-l-amber-400',
    dot: 'bg-amber-500 dark:bg-amber-400',
    text: 'text-amber-800 dark:text-amber-300',
  },
};

const ICONS: Record<NotificationType, LucideIcon> = {
  message: MessageCircle,
  reminder: AlarmClock,
  completed: CircleCheck,
  unassigned: UserX,
  conflict: TriangleAlert,
  assigned: UserCheck,
  joined: UserPlus,
  ticked: ListChecks,
  changed: CalendarClock,
  digest: CalendarDays,
  accepted: UserCheck,
  declined: UserX,
};

const LABELS: Record<NotificationType, string> = {
  message: 'Message',
  reminder: 'Rappel',
  completed: 'Terminé',
  unassigned: 'Non assignée',
  conflict: 'Conflit',
  assigned: 'Confiée',
  joined: 'Arrivée',
  ticked: 'Liste',
  changed: 'Changement',
  digest: 'Résumé du soir',
  accepted: 'Acceptée',
  declined: 'Refusée',
};

export interface TypeStyle {
  icon: LucideIcon;
  label: string;
  chip: string;
  bar: string;
  dot: string;
  text: string;
}

export function typeStyle(type: NotificationType): TypeStyle {
  return { icon: ICONS[type], label: LABELS[type], ...TONES[NOTIFICATION_TYPE_COLOURS[type]] };
}
