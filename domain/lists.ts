/**
 * Shared lists and their items (docs/product.md#lists): rules, French texts and the shapes the API
 * answers, shared by the Worker and the SPA. Each item says who added it and who ticked it: the
 * profile selected on the device when the client sends one (`profileId`), else the account's name.
 */
import { CLIENT_ID_MESSAGES, clientIdField } from './client-ids.ts';
import { isUuid } from './ids.ts';
import {
  FALLBACK_LIST_TYPE,
  LIST_ITEM_MAX_LENGTH,
  LIST_TYPES,
  type ListType,
} from './list-types.ts';
import type { MemoItem } from './memos.ts';
import { SECTION_IDS, SECTION_MESSAGES, type SectionId } from './sections.ts';
import { sendsDue, todoFields } from './todos.ts';
import { safeText, trimText, z } from './validation.ts';

export const LIST_TITLE_MAX_LENGTH = 100;
/** The most lists one space may hold: far above a family's use, a bound on a script's. */
export const MAX_LISTS_PER_SPACE = 100;
/** The most items one list may hold, ticked ones included. */
export const MAX_ITEMS_PER_LIST = 500;
/** The longest item note (« sans lactose »): a detail after the name, not a description. */
export const ITEM_NOTE_MAX_LENGTH = 80;
/**
 * The most purchases one list remembers (docs/decisions/077-list-purchase-history.md): a year of
 * weekly shops for most families; beyond it, the least recently bought go.
 */
export const MAX_PURCHASES_PER_LIST = 200;

export const LIST_MESSAGES = {
  titleRequired: 'Le nom de la liste est requis',
  titleTooLong: `Le nom de la liste ne doit pas dépasser ${LIST_TITLE_MAX_LENGTH} caractères`,
  typeInvalid: 'Veuillez choisir une icône',
  itemTextRequired: 'Le texte est requis',
  itemTextTooLong: `Le texte est trop long (max ${LIST_ITEM_MAX_LENGTH} caractères)`,
  itemIdInvalid: CLIENT_ID_MESSAGES.invalid,
  itemIdTaken: CLIENT_ID_MESSAGES.taken,
  itemChangeRequired: "Indiquez le texte, la note ou l'état de l'élément",
  itemNoteTooLong: `La note est trop longue (max ${ITEM_NOTE_MAX_LENGTH} caractères)`,
  itemNoteInvalid: 'La note doit être un texte',
  completedInvalid: 'Valeur invalide pour « terminé »',
  profileInvalid: 'Profil invalide',
  profileNotFound: "Ce profil n'existe pas ou n'appartient pas à cet espace",
  notFound: 'Liste non trouvée',
  itemNotFound: 'Élément non trouvé',
  tooManyLists: `Cet espace famille a atteint la limite de ${MAX_LISTS_PER_SPACE} listes`,
  tooManyItems: `Cette liste a atteint la limite de ${MAX_ITEMS_PER_LIST} éléments`,
  /** Screens. */
  empty: 'Aucune liste pour le moment',
  loading: 'Chargement des listes...',
  emptyItems: 'Aucun élément dans cette liste',
  newList: 'Nouvelle liste',
  create: 'Créer la liste',
  creating: 'Création...',
} as const;

export { LIST_TOASTS } from './list-texts.ts';

/** The badge of a list card and of a list's header: "2/5 terminés". */
export function progressLabel(completed: number, total: number): string {
  return `${completed}/${total} terminés`;
}

/** The icon of a stored type; anything unknown shows the tasks icon. */
export function listTypeOf(value: string): ListType {
  return (LIST_TYPES as readonly string[]).includes(value)
    ? (value as ListType)
    : FALLBACK_LIST_TYPE;
}

const titleField = safeText(
  z
    .string(LIST_MESSAGES.titleRequired)
    .overwrite(trimText)
    .min(1, LIST_MESSAGES.titleRequired)
    .max(LIST_TITLE_MAX_LENGTH, LIST_MESSAGES.titleTooLong),
);

const typeField = z.enum(LIST_TYPES, LIST_MESSAGES.typeInvalid);

const itemTextField = safeText(
  z
    .string(LIST_MESSAGES.itemTextRequired)
    .overwrite(trimText)
    .min(1, LIST_MESSAGES.itemTextRequired)
    .max(LIST_ITEM_MAX_LENGTH, LIST_MESSAGES.itemTextTooLong),
);

/** Optional; empty (or only spaces) is no note: null. */
const itemNoteField = z.preprocess(
  (value) => (typeof value === 'string' && trimText(value) === '' ? null : value),
  safeText(
    z
      .string(LIST_MESSAGES.itemNoteInvalid)
      .overwrite(trimText)
      .max(ITEM_NOTE_MAX_LENGTH, LIST_MESSAGES.itemNoteTooLong),
  )
    .nullable()
    .optional(),
);

const uuidField = (message: string) =>
  z
    .string(message)
    .transform((value) => value.toLowerCase())
    .refine(isUuid, message);

/** The profile selected on the device, for "ajouté par" / "coché par"; null or absent: the account. */
const profileIdField = z.preprocess(
  (value) => (value === '' ? null : value),
  uuidField(LIST_MESSAGES.profileInvalid).nullable().optional(),
);

/** `/new-list`: a name and an icon (the tasks icon when none is chosen). */
export const listCreateSchema = z.object({
  id: clientIdField,
  title: titleField,
  type: typeField.default(FALLBACK_LIST_TYPE),
});

export type ListCreateInput = z.input<typeof listCreateSchema>;

/** Rename or change the icon: only the fields sent change. */
export const listUpdateSchema = z.object({
  title: titleField.optional(),
  type: typeField.optional(),
});

export type ListUpdateInput = z.input<typeof listUpdateSchema>;

/**
 * A new item. `id` is optional and client-generated (a UUID) so that an add queued offline and
 * replayed creates the item once.
 */
export const listItemCreateSchema = z.object({
  id: clientIdField,
  text: itemTextField,
  /** Re-added from « Récemment achetés » with the note it was bought with. */
  note: itemNoteField,
  profileId: profileIdField,
  /** A to-do's people, due day and reminder: only a « Tâches » list takes them (domain/todos.ts). */
  ...todoFields,
});

export type ListItemCreateInput = z.input<typeof listItemCreateSchema>;
export type ListItemCreateValues = z.output<typeof listItemCreateSchema>;

/** Reword, note and/or tick: ticking records who and when, unticking clears both; `note: null` clears it. */
export const listItemUpdateSchema = z
  .object({
    text: itemTextField.optional(),
    note: itemNoteField,
    completed: z.boolean(LIST_MESSAGES.completedInvalid).optional(),
    profileId: profileIdField,
    /** The people replace the stored ones; the due fields travel together (domain/todos.ts). */
    ...todoFields,
  })
  .refine(
    (input) =>
      input.text !== undefined ||
      input.note !== undefined ||
      input.completed !== undefined ||
      input.assigneeIds !== undefined ||
      sendsDue(input),
    {
      path: ['completed'],
      message: LIST_MESSAGES.itemChangeRequired,
    },
  );

export type ListItemUpdateInput = z.input<typeof listItemUpdateSchema>;
export type ListItemUpdateValues = z.output<typeof listItemUpdateSchema>;

/** Moving an item to another aisle; the space remembers the choice for the item's name. */
export const listItemSectionSchema = z.object({
  section: z.enum(SECTION_IDS, SECTION_MESSAGES.invalid),
});

export type ListItemSectionInput = z.input<typeof listItemSectionSchema>;

/** At most this many past items' texts answer `GET …/lists/suggestions`, most used first. */
export const MAX_SUGGESTIONS = 200;

/** A list as the API answers it, with its progress. */
export interface ListSummary {
  id: string;
  spaceId: string;
  /** The space's name: `/lists` gathers the lists of every space of the user. */
  spaceName: string;
  title: string;
  type: ListType;
  createdBy: string | null;
  createdAt: string;
  itemCount: number;
  completedCount: number;
  /**
   * How many changes its items have had (bumped by the database): a live item event carries the
   * version its change made (docs/decisions/076-list-live-events-carry-the-item.md).
   */
  version: number;
  /**
   * The shop whose aisle order a shopping list shows; null for the default order
   * (docs/decisions/083-shops-and-aisle-order.md).
   */
  shopId: string | null;
}

export interface ListItemView {
  id: string;
  listId: string;
  text: string;
  completed: boolean;
  /** The account that added it, and the profile selected then, if any. */
  createdBy: string | null;
  createdByProfileId: string | null;
  /** The name to show after "ajouté par": the profile's, else the account's; null if both are gone. */
  addedBy: string | null;
  completedBy: string | null;
  completedByProfileId: string | null;
  /** The name to show after "coché par", while ticked. */
  checkedBy: string | null;
  completedAt: string | null;
  createdAt: string;
  /**
   * Its aisle on a shopping list. The API always answers it, null for items added before aisles
   * existed; absent on an item shown before the server's answer. Both are placed by their words.
   */
  section?: SectionId | null;
  /** A short detail shown after its name (« sans lactose »); absent on an item shown before the answer. */
  note?: string | null;
  /**
   * A to-do's people (profile ids), due day, time and reminder (`yyyy-MM-ddTHH:mm`, the space's
   * zone): docs/decisions/082-shared-to-dos.md. Absent on an item shown before the answer.
   */
  assigneeIds?: string[];
  dueDate?: string | null;
  dueTime?: string | null;
  reminder?: string | null;
}

/** One entry of a list's purchase history, as `GET …/lists/:listId/purchases` answers it. */
export interface ListPurchaseView {
  /** The text as last bought, quantity included: what a re-add adds. */
  text: string;
  section: SectionId | null;
  note: string | null;
  /** How many times it was bought. */
  count: number;
  lastBoughtAt: string;
}

/** A list with its items (oldest first) and the reminders about it. */
export interface ListDetail {
  list: ListSummary;
  items: ListItemView[];
  reminders: MemoItem[];
}
