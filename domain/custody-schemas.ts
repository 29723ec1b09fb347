/**
 * The inputs of custody patterns and swaps (docs/decisions/062-custody-patterns.md), with their
 * French messages: apart from domain/custody.ts so that the screens that only draw custody never
 * load zod (its first object schema probes \`new Function\`, which the CSP refuses).
 */
import {
  CUSTODY_HOLIDAY_RULE_IDS,
  CUSTODY_MESSAGES,
  CUSTODY_RHYTHM_IDS,
  MAX_SWAP_DAYS,
} from './custody.ts';
import { isUuid } from './ids.ts';
import { isCalendarDate } from './recurrence.ts';
import { MIN_TASK_DATE } from './task-constants.ts';
import { z } from './validation.ts';
import { addDays } from './zoned-time.ts';

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const profileId = (message: string) =>
  z
    .string(message)
    .transform((value) => value.toLowerCase())
    .refine(isUuid, message);

const dayField = z
  .string(CUSTODY_MESSAGES.startRequired)
  .refine(isCalendarDate, CUSTODY_MESSAGES.startRequired)
  .refine((date) => date >= MIN_TASK_DATE, CUSTODY_MESSAGES.startRequired);

const fields = {
  childId: profileId(CUSTODY_MESSAGES.childInvalid).nullable(),
  rhythm: z.enum(CUSTODY_RHYTHM_IDS, CUSTODY_MESSAGES.rhythmInvalid),
  startDate: dayField,
  firstParentId: profileId(CUSTODY_MESSAGES.parentRequired),
  secondParentId: profileId(CUSTODY_MESSAGES.parentRequired),
  handoverTime: z
    .string(CUSTODY_MESSAGES.timeInvalid)
    .regex(TIME_PATTERN, CUSTODY_MESSAGES.timeInvalid),
  holidays: z.enum(CUSTODY_HOLIDAY_RULE_IDS, CUSTODY_MESSAGES.holidaysInvalid),
};

const differentParents = (value: { firstParentId?: string; secondParentId?: string }) =>
  !value.firstParentId || value.firstParentId !== value.secondParentId;

/** `POST /api/spaces/:spaceId/custody`. */
export const custodyCreateSchema = z
  .object({
    ...fields,
    childId: fields.childId.default(null),
    holidays: fields.holidays.default('rhythm'),
  })
  .refine(differentParents, { message: CUSTODY_MESSAGES.sameParents, path: ['secondParentId'] });

/** `PATCH …/custody/:id`: an absent field is unchanged (the two parents are checked together). */
export const custodyUpdateSchema = z.object({
  childId: fields.childId.optional(),
  rhythm: fields.rhythm.optional(),
  startDate: fields.startDate.optional(),
  firstParentId: fields.firstParentId.optional(),
  secondParentId: fields.secondParentId.optional(),
  handoverTime: fields.handoverTime.optional(),
  holidays: fields.holidays.optional(),
});

/**
 * The profile selected on the author's device: the name « Fil de la famille » says, and the profile
 * told nothing of its own swap. Not stored.
 */
const authorProfileId = profileId(CUSTODY_MESSAGES.authorInvalid).optional();

/** `DELETE …/custody/:id/swaps/:swapId?authorProfileId=`. */
export const custodySwapDeleteQuerySchema = z.object({ authorProfileId });

/** `POST …/custody/:id/swaps`: these days go to this parent, once. */
export const custodySwapSchema = z
  .object({
    firstDay: dayField,
    lastDay: dayField,
    parentId: profileId(CUSTODY_MESSAGES.parentRequired),
    authorProfileId,
  })
  .refine((swap) => swap.lastDay >= swap.firstDay, {
    message: CUSTODY_MESSAGES.swapOrder,
    path: ['lastDay'],
  })
  .refine((swap) => addDays(swap.firstDay, MAX_SWAP_DAYS - 1) >= swap.lastDay, {
    message: CUSTODY_MESSAGES.swapTooLong,
    path: ['lastDay'],
  });

export type CustodyCreateInput = z.input<typeof custodyCreateSchema>;
export type CustodyUpdateInput = z.input<typeof custodyUpdateSchema>;
export type CustodySwapInput = z.input<typeof custodySwapSchema>;
