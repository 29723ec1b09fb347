import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import { fieldErrors, type z } from '../../domain/validation.ts';
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
      const fields = fieldErrors(result.error);
      const first = Object.values(fields)[0];
      throw new ApiError('validation', first ?? ERROR_MESSAGES.invalidInput, fields);
    }
  });
