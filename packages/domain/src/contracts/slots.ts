import { z } from 'zod';
import { availabilityTexts } from '../texts/availability.es-CL.ts';
import { endpoint } from './endpoint.ts';

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
 * An instant as ISO 8601 with its offset and no seconds, e.g. `2026-12-07T09:00-03:00` or
 * `2026-12-07T12:00Z`. The browser converts what the agent types in the configured zone
 * (`America/Santiago`) into one; a time without a zone, or with seconds, is refused.
 */
export const SlotInstantSchema = z.iso.datetime({
  offset: true,
  precision: -1,
  error: availabilityTexts.rules.invalidTime,
});

/** One row of a creation: where it starts and ends. The rules (decision 21) are checked apart. */
export const SlotRowSchema = z.strictObject({
  startTime: SlotInstantSchema,
  endTime: SlotInstantSchema,
});
export type SlotRow = z.infer<typeof SlotRowSchema>;

/** `POST /api/agents/slots`: every row is created in one transaction, or none. */
export const CreateSlotsBodySchema = z.strictObject({
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

/** `PATCH /api/agents/slots/availability/{id}`: the slot's new times and status. */
export const UpdateSlotBodySchema = z.strictObject({
  startTime: SlotInstantSchema,
  endTime: SlotInstantSchema,
  status: AgentSlotStatusSchema,
});
export type UpdateSlotBody = z.infer<typeof UpdateSlotBodySchema>;

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
 * How the slot routes refuse, in the one error shape (`api-error.ts`):
 * - 400 `VALIDATION_ERROR`: a malformed body or a rule of decision 21. For a creation, each
 *   refused row is named in `error.fields` by `slots.<index>` (0-based) with its Spanish reason;
 *   a malformed field keeps zod's path (`slots.<index>.startTime`). For a change, by `startTime`,
 *   `endTime` or `status`.
 * - 409 `SLOT_OVERLAP`: a row overlaps one of the agent's slots or another row (fields as above);
 *   also when two requests race (the database's exclusion constraint decides).
 * - 409 `SLOT_BOOKED`: the slot has a live booking.
 * - 404 `NOT_FOUND`: no such slot among the caller's.
 * - 401 signed out, 403 a customer.
 */
export const slotErrorCodes = [
  'VALIDATION_ERROR',
  'SLOT_OVERLAP',
  'SLOT_BOOKED',
  'NOT_FOUND',
] as const;
