import { z } from 'zod';

// Zod's own messages (wrong type, missing field) in French, for the server and the forms alike;
// every product rule still carries its own message (docs/product.md#messages).
z.config(z.locales.fr());

export { z };

export const TEXT_MESSAGES = {
  invalidCharacters:
    'Ce champ contient des caractères non autorisés (caractères de contrôle ou de direction du texte)',
} as const;

/**
 * What no name, title or text may hold: C0 and C1 control characters (NUL, escape…), the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069, which can make a
 * text read differently from what it stores) and lone UTF-16 surrogates (JSON's `"\ud800"`, which
 * storage would turn into U+FFFD). Multi-line texts keep tab, line feed and carriage return.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const FORBIDDEN_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\p{Cs}/u;
const FORBIDDEN_IN_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\p{Cs}/u;

/**
 * The one rule for free text, added to every schema that accepts a name, a title or a text:
 * `safeText(z.string().overwrite(trimText).max(100))`, or `{ multiline: true }` for descriptions, notes and memos.
 */
export function safeText<T extends z.ZodString>(
  schema: T,
  options: { multiline?: boolean } = {},
): T {
  const forbidden = options.multiline ? FORBIDDEN_IN_TEXT : FORBIDDEN_IN_LINE;
  return schema.refine((value) => !forbidden.test(value), TEXT_MESSAGES.invalidCharacters) as T;
}

/**
 * A text from outside that Foyer shows but did not take itself (a followed calendar's titles and
 * places): what {@link safeText} refuses in a line is taken out instead, so that a bidi override
 * cannot reorder the planning.
 */
export function withoutForbidden(value: string): string {
  return value.replace(new RegExp(FORBIDDEN_IN_LINE.source, 'gu'), '');
}

/**
 * Spaces and characters that show nothing: zero-width space, joiners, word joiner, byte order
 * mark, variation selectors, Hangul fillers… (Unicode's White_Space and Default_Ignorable_Code_Point).
 */
const ONLY_INVISIBLE = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}]*$/u;

/**
 * The trim of every name, title and text (`z.string(message).overwrite(trimText).min(1, message)`):
 * the text without its surrounding spaces, or '' when nothing in it can be seen, so that a name of
 * one zero-width space gets the field's « requis » message as an empty one does. A visible text is
 * only trimmed: an emoji keeps its variation selector and a joined sequence its joiners.
 */
export function trimText(value: string): string {
  return ONLY_INVISIBLE.test(value) ? '' : value.trim();
}

/** The first French message per field, keyed by the dotted path of the field. */
export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
