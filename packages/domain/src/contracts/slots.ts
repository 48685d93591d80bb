import { z } from 'zod';
import { availabilityTexts } from '../texts/availability.es-CL.ts';
import { endpoint } from './definition.ts';

/**
 * The agent's availability slots (spec §2 "Add availability", "Edit availability"; product
 * decisions 2, 20, 21). Bodies use one naming style, camelCase (decision 20; the spec's
 * `start_time` / `end_time` are documented in docs/spec-deviations.md).
 */

/** Rows one `POST /api/agents/slots` may carry (a year of weekly slots fits; no 50 MB bodies). */
export const SLOT_BATCH_MAX = 200;
/** Slots one page of `GET /api/agents/slots/availability` holds at most. */
export const SLOT_PAGE_MAX = 100;

/**
 * An instant as ISO 8601 with its offset, on a whole minute: `2026-12-07T09:00-03:00`,
 * `2026-12-07T12:00Z`, or as the API itself writes instants, `2026-12-07T12:00:00.000Z`. The
 * browser converts what the agent types in the configured zone (`America/Santiago`) into one; a
 * time without a zone, or off the minute (seconds or milliseconds other than zero), is refused.
 */
const writtenToTheMinute = z.iso.datetime({ offset: true, precision: -1 });
const writtenWithSeconds = z.iso.datetime({ offset: true });
export const SlotInstantSchema = z
  .string({ error: availabilityTexts.rules.invalidTime })
  .refine(
    (value) =>
      writtenToTheMinute.safeParse(value).success || writtenWithSeconds.safeParse(value).success,
    { error: availabilityTexts.rules.invalidTime, abort: true },
  )
  .refine(
    (value) => {
      const instant = new Date(value);
      return instant.getUTCSeconds() === 0 && instant.getUTCMilliseconds() === 0;
    },
    { error: availabilityTexts.rules.offTheMinute },
  )
  .meta({ format: 'date-time' });

const sameInstant = (one: string, other: string) =>
  new Date(one).getTime() === new Date(other).getTime();

/** One row of a creation: where it starts and ends. The rules (decision 21) are checked apart. */
export const SlotRowSchema = z.strictObject({
  startTime: SlotInstantSchema,
  endTime: SlotInstantSchema,
});
export type SlotRow = z.infer<typeof SlotRowSchema>;

/**
 * `POST /api/agents/slots`: every row is created in one transaction, or none. The spec's
 * `agent_id` may come; it must be the caller's own id (decision 20: the session decides).
 */
export const CreateSlotsBodySchema = z.strictObject({
  agent_id: z.string().max(100).optional(),
  slots: z
    .array(SlotRowSchema)
    .min(1, availabilityTexts.rules.none)
    .max(SLOT_BATCH_MAX, availabilityTexts.rules.tooMany(SLOT_BATCH_MAX)),
});
export type CreateSlotsBody = z.infer<typeof CreateSlotsBodySchema>;

/** The two statuses an agent sets; `accepted` and `rejected` come from bookings (decision 21). */
export const agentSlotStatuses = ['available', 'not available'] as const;
export const AgentSlotStatusSchema = z.enum(agentSlotStatuses, {
  error: availabilityTexts.rules.statusNotAllowed,
});
export type AgentSlotStatus = z.infer<typeof AgentSlotStatusSchema>;

/** A slot as its agent sees it. Times are instants in UTC (`…Z`), shown in Chile's zone. */
export const AgentSlotSchema = z.object({
  id: z.string(),
  startTime: z.iso.datetime({ offset: true }),
  endTime: z.iso.datetime({ offset: true }),
  status: AgentSlotStatusSchema,
});
export type AgentSlot = z.infer<typeof AgentSlotSchema>;

/** Answer of `POST /api/agents/slots` (201): the created slots, soonest first. */
export const CreatedSlotsSchema = z.object({ slots: z.array(AgentSlotSchema) });

/**
 * Query of `GET /api/agents/slots/availability`: the caller's future slots that are available or
 * not available, soonest first, `limit` at a time (default and most `SLOT_PAGE_MAX`); `after` is
 * the previous page's `nextCursor`.
 */
export const AgentSlotsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(SLOT_PAGE_MAX).optional(),
  after: z.string().max(200).optional(),
});

/** Answer of `GET /api/agents/slots/availability`. `nextCursor` is null on the last page. */
export const AgentSlotsPageSchema = z.object({
  slots: z.array(AgentSlotSchema),
  nextCursor: z.string().nullable(),
});
export type AgentSlotsPage = z.infer<typeof AgentSlotsPageSchema>;

/**
 * `PATCH /api/agents/slots/availability/{id}`: the slot's new times and status. The times may
 * come by the spec's names, `start_time` and `end_time`, or by the API's, `startTime` and
 * `endTime` (both names of one time must agree); the route sees the API's.
 */
export const UpdateSlotBodySchema = z
  .strictObject({
    startTime: SlotInstantSchema.optional(),
    endTime: SlotInstantSchema.optional(),
    start_time: SlotInstantSchema.optional(),
    end_time: SlotInstantSchema.optional(),
    status: AgentSlotStatusSchema,
  })
  .transform((body, context) => {
    const time = (camel: 'startTime' | 'endTime', snake: 'start_time' | 'end_time') => {
      const [one, other] = [body[camel], body[snake]];
      if (one !== undefined && other !== undefined && !sameInstant(one, other)) {
        context.addIssue({
          code: 'custom',
          path: [snake],
          message: availabilityTexts.rules.twoNames(camel, snake),
        });
      }
      const value = one ?? other;
      if (value === undefined) {
        context.addIssue({
          code: 'custom',
          path: [camel],
          message: availabilityTexts.rules.required,
        });
      }
      return value ?? '';
    };
    return {
      startTime: time('startTime', 'start_time'),
      endTime: time('endTime', 'end_time'),
      status: body.status,
    };
  });
export type UpdateSlotBody = z.output<typeof UpdateSlotBodySchema>;

/** The `:id` of one of the caller's slots. */
export const SlotParamsSchema = z.object({ id: z.string() });

/** Creates 1 to `SLOT_BATCH_MAX` slots of the caller, all or none. */
export const createSlots = endpoint({
  method: 'POST',
  path: '/api/agents/slots',
  body: CreateSlotsBodySchema,
  answers: { 201: CreatedSlotsSchema },
});

/** A page of the caller's slots that have not ended, soonest first. */
export const listSlots = endpoint({
  method: 'GET',
  path: '/api/agents/slots/availability',
  querystring: AgentSlotsQuerySchema,
  answers: { 200: AgentSlotsPageSchema },
});

/** Changes the times and status of one of the caller's slots. */
export const updateSlot = endpoint({
  method: 'PATCH',
  path: '/api/agents/slots/availability/:id',
  params: SlotParamsSchema,
  body: UpdateSlotBodySchema,
  answers: { 200: AgentSlotSchema },
});

/** Deletes one of the caller's slots; answers 204 without a body. */
export const deleteSlot = endpoint({
  method: 'DELETE',
  path: '/api/agents/slots/availability/:id',
  params: SlotParamsSchema,
  answers: { 204: z.null().describe('El espacio se borró; la respuesta no tiene cuerpo.') },
});

/**
 * Offers again a slot its agent rejected (decision 23): it becomes available and is shown to
 * customers again. Only a rejected slot whose start is ahead and that has no live booking.
 */
export const reopenSlot = endpoint({
  method: 'PATCH',
  path: '/api/agents/slots/availability/:id/reopen',
  params: SlotParamsSchema,
  answers: { 200: AgentSlotSchema },
});

/**
 * How the slot routes refuse, in the one error shape (`api-error.ts`):
 * - 400 `VALIDATION_ERROR`: a malformed body or a rule of decision 21. For a creation, each
 *   refused row is named in `error.fields` by `slots.<index>` (0-based) with its Spanish reason;
 *   a malformed field keeps zod's path (`slots.<index>.startTime`). For a change, by `startTime`,
 *   `endTime` or `status`.
 * - 409 `SLOT_OVERLAP`: a row overlaps one of the agent's slots or another row (fields as above);
 *   also when two requests race (the database's exclusion constraint decides).
 * - 409 `SLOT_BOOKED`: the slot has a live booking.
 * - 409 `SLOT_NOT_REOPENABLE` (reopen only): the slot is not rejected, or its start has passed.
 * - 404 `NOT_FOUND`: no such slot among the caller's.
 * - 401 signed out, 403 a customer.
 */
export const slotErrorCodes = [
  'VALIDATION_ERROR',
  'SLOT_OVERLAP',
  'SLOT_BOOKED',
  'SLOT_NOT_REOPENABLE',
  'NOT_FOUND',
] as const;
