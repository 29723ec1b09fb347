import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { fieldErrors, type z } from '#domain/validation.ts';
import { ApiError } from './api-error.ts';

/**
 * The one validation wrapper: invalid input throws a 400 `validation` ApiError carrying each
 * field's French message, which onError shapes like every other error.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      throw ApiError.validation(fieldErrors(result.error));
    }
  });
