/**
 * The time zones a family picks from, by the place's French name (docs/product.md#spaces): France
 * and its overseas departments and territories, then the French-speaking neighbours and Québec. The
 * API takes any IANA zone; a space created elsewhere keeps its zone, shown by its IANA name.
 */
import { DEFAULT_TIME_ZONE } from './space-defaults.ts';

export const FAMILY_TIME_ZONES = [
  { id: DEFAULT_TIME_ZONE, label: 'France métropolitaine' },
  { id: 'America/Guadeloupe', label: 'Guadeloupe, Saint-Martin, Saint-Barthélemy' },
  { id: 'America/Martinique', label: 'Martinique' },
  { id: 'America/Cayenne', label: 'Guyane' },
  { id: 'Indian/Reunion', label: 'La Réunion' },
  { id: 'Indian/Mayotte', label: 'Mayotte' },
  { id: 'America/Miquelon', label: 'Saint-Pierre-et-Miquelon' },
  { id: 'Pacific/Noumea', label: 'Nouvelle-Calédonie' },
  { id: 'Pacific/Tahiti', label: 'Polynésie française (Tahiti)' },
  { id: 'Pacific/Wallis', label: 'Wallis-et-Futuna' },
  { id: 'Europe/Brussels', label: 'Belgique' },
  { id: 'Europe/Luxembourg', label: 'Luxembourg' },
  { id: 'Europe/Zurich', label: 'Suisse' },
  { id: 'Europe/Monaco', label: 'Monaco' },
  { id: 'America/Toronto', label: 'Québec (Montréal)' },
] as const;

export const TIME_ZONE_TEXTS = {
  field: 'Fuseau horaire',
  hint: "Les rappels et le calendrier suivent l'heure de ce lieu.",
} as const;

/**
 * The zones to offer for a space now in `current`: the list, plus `current` itself (by its IANA
 * name) when it is not one of them, so the select always shows the space's real zone.
 */
export function timeZoneChoices(current: string): { id: string; label: string }[] {
  const known = FAMILY_TIME_ZONES.some((zone) => zone.id === current);
  return known ? [...FAMILY_TIME_ZONES] : [...FAMILY_TIME_ZONES, { id: current, label: current }];
}

/** « La Réunion », or the IANA name of a zone not in the list. */
export function timeZoneLabel(id: string): string {
  return FAMILY_TIME_ZONES.find((zone) => zone.id === id)?.label ?? id;
}

/**
 * The zone a new space starts with: the device's own when it is one of the list (a phone in La
 * Réunion proposes La Réunion), else France's.
 */
export function suggestedTimeZone(deviceZone: string | undefined): string {
  return FAMILY_TIME_ZONES.find((zone) => zone.id === deviceZone)?.id ?? DEFAULT_TIME_ZONE;
}
