import { z } from 'zod';

// Zod's own messages (wrong type, missing field) in French, for the server and the forms alike;
// every product rule still carries its own message (docs/product.md#messages).
z.config(z.locales.fr());

export { z };

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
