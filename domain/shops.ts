/**
 * The family's shops, each with its own aisle order (docs/decisions/083-shops-and-aisle-order.md):
 * rules, French texts and shapes shared by the Worker and the SPA. A shopping list that names a shop
 * shows its items under the aisles in that shop's order; without one, in the default order
 * (`SECTION_IDS`, the order of domain/section-ids.ts).
 */
import { isUuid } from './ids.ts';
import { SECTION_IDS, SECTION_LABELS, type SectionId } from './sections.ts';
import { safeText, trimText, z } from './validation.ts';

export const SHOP_NAME_MAX_LENGTH = 40;
/** The most shops one space may hold: far above a family's use, a bound on a script's. */
export const MAX_SHOPS_PER_SPACE = 20;

export const SHOP_MESSAGES = {
  nameRequired: 'Le nom du magasin est requis',
  nameTooLong: `Le nom du magasin ne doit pas dépasser ${SHOP_NAME_MAX_LENGTH} caractères`,
  nameTaken: 'Un magasin porte déjà ce nom',
  aislesInvalid: 'Veuillez choisir des rayons connus',
  aislesRepeated: 'Chaque rayon ne peut figurer qu’une fois',
  changeRequired: 'Indiquez le nom ou l’ordre des rayons',
  shopInvalid: 'Magasin invalide',
  notFound: 'Magasin non trouvé',
  tooMany: `Cet espace famille a atteint la limite de ${MAX_SHOPS_PER_SPACE} magasins`,
} as const;

export const SHOP_TOASTS = {
  created: 'Magasin ajouté',
  renamed: 'Magasin renommé',
  reordered: 'Ordre des rayons enregistré',
  deleted: 'Magasin supprimé',
  chosen: 'Magasin choisi',
  failed: 'Impossible d’enregistrer le magasin',
  deleteFailed: 'Impossible de supprimer le magasin',
} as const;

/**
 * A shop's name as compared with the others of its space: composed the same way, trimmed, each run
 * of spaces made one and every letter's case folded, « MARCHÉ » as « marché »; accents are kept, so
 * « Marche » is another shop. The Worker stores it beside the name (`shops.name_key`, unique per space).
 */
export function shopNameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('fr');
}

/** A shop as the API answers it: its aisles always complete, in its order. */
export interface ShopView {
  id: string;
  name: string;
  aisles: SectionId[];
}

/**
 * The order a shop's stored aisles give, complete: the known ids as stored (an unknown or repeated
 * one dropped), and each aisle missing there (one Foyer added since the family set the order) right
 * after the aisle it follows in the default order, or first when it comes first by default. An
 * empty order is the default one.
 */
export function shopAisleOrder(stored: readonly unknown[]): SectionId[] {
  const order: SectionId[] = [];
  for (const id of stored) {
    if ((SECTION_IDS as readonly unknown[]).includes(id) && !order.includes(id as SectionId)) {
      order.push(id as SectionId);
    }
  }
  SECTION_IDS.forEach((id, index) => {
    if (order.includes(id)) return;
    const before = SECTION_IDS[index - 1];
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id);
  });
  return order;
}

/** The order with the aisle at `index` swapped with its neighbour (`-1` up, `1` down); unchanged at an end. */
export function moveAisle(order: readonly SectionId[], index: number, step: -1 | 1): SectionId[] {
  const next = [...order];
  const other = index + step;
  const [a, b] = [next[index], next[other]];
  if (a === undefined || b === undefined) return next;
  next[index] = b;
  next[other] = a;
  return next;
}

/** « Boulangerie : 2e position »: what a screen reader hears after a move. */
export function aisleMovedText(section: SectionId, position: number): string {
  return `${SECTION_LABELS[section]} : ${position === 1 ? '1re' : `${position}e`} position`;
}

const nameField = safeText(
  z
    .string(SHOP_MESSAGES.nameRequired)
    .overwrite(trimText)
    .min(1, SHOP_MESSAGES.nameRequired)
    .max(SHOP_NAME_MAX_LENGTH, SHOP_MESSAGES.nameTooLong),
);

const aislesField = z
  .array(z.enum(SECTION_IDS, SHOP_MESSAGES.aislesInvalid), SHOP_MESSAGES.aislesInvalid)
  .max(SECTION_IDS.length, SHOP_MESSAGES.aislesRepeated)
  .refine((aisles) => new Set(aisles).size === aisles.length, SHOP_MESSAGES.aislesRepeated);

/** « Nouveau magasin »: a name; its aisles start in the default order. */
export const shopCreateSchema = z.object({ name: nameField });

/** Rename and/or reorder: only the fields sent change. */
export const shopUpdateSchema = z
  .object({ name: nameField.optional(), aisles: aislesField.optional() })
  .refine((input) => input.name !== undefined || input.aisles !== undefined, {
    path: ['name'],
    message: SHOP_MESSAGES.changeRequired,
  });

/** The shop a list shows its aisles by; null for the default order. */
export const listShopSchema = z.object({
  shopId: z
    .string(SHOP_MESSAGES.shopInvalid)
    .transform((value) => value.toLowerCase())
    .refine(isUuid, SHOP_MESSAGES.shopInvalid)
    .nullable(),
});

export type ShopCreateInput = z.input<typeof shopCreateSchema>;
export type ShopUpdateInput = z.input<typeof shopUpdateSchema>;
export type ListShopInput = z.input<typeof listShopSchema>;
