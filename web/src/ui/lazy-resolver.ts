import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a zod schema of `domain/` that loads the schema, zod and the zod
 * resolver only when the form is first checked (its first submission), not with the page: the
 * public pages' first visit does without zod's 25 KB (docs/decisions/017). The rules and their
 * French messages stay the ones the Worker enforces. A failed load (offline before the service
 * worker kept the chunk) is tried again at the next submission.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) =>
        zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>,
    );
    try {
      return await (await ready)(values, context, options);
    } catch (error) {
      ready = undefined;
      throw error;
    }
  };
}
