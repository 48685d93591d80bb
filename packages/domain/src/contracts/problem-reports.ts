import { z } from 'zod';
import { bookingStatuses } from '../enums.ts';
import {
  PROBLEM_DESCRIPTION_MAX_LENGTH,
  PROBLEM_NOTE_MAX_LENGTH,
  problemCategories,
  problemReportStatuses,
  problemResolutions,
} from '../problem-reports.ts';
import { problemReportsTexts } from '../texts/problem-reports.es-CL.ts';
import { endpoint } from './definition.ts';

/**
 * Problems after a service and operators' refunds (PD-39, issue 32): the customer reports a
 * problem on a finished booking within 48 hours; operators list the reports (open first), resolve
 * each with no refund, part of what is left or all of it and a note both people receive, and
 * refund a paid booking at any time, with a reason (the body is here; the endpoint,
 * `operatorRefundBooking`, is in ./operator-bookings.ts with the booking page it answers). A
 * booking's refunds never add up to more than was paid (the database refuses it too, migration
 * 0022).
 */

const { api } = problemReportsTexts;

const instant = z.iso.datetime({ offset: true });
const person = z.object({ id: z.string(), name: z.string() });

/** Reports per page of the operators' list. */
export const PROBLEM_REPORTS_PAGE_SIZE = 50;
/** The last page one can ask for. */
export const PROBLEM_REPORTS_LAST_PAGE = 1000;
/** The largest amount one may type: far above any booking, it keeps the number a safe integer. */
const AMOUNT_MAX = 100_000_000;

/** A refund's amount: whole pesos above zero. */
const amount = z
  .number({ error: api.badAmount })
  .int({ error: api.badAmount })
  .min(1, { error: api.badAmount })
  .max(AMOUNT_MAX, { error: api.badAmount });

const writtenText = (required: string, tooLong: (max: number) => string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong(max) });

/** The customer's report: a category from the list and a description. */
export const ReportProblemBodySchema = z.strictObject({
  category: z.enum(problemCategories, { error: api.badCategory }),
  description: writtenText(
    api.descriptionRequired,
    api.descriptionTooLong,
    PROBLEM_DESCRIPTION_MAX_LENGTH,
  ),
});
export type ReportProblemBody = z.infer<typeof ReportProblemBodySchema>;

/** A booking's latest report as its customer sees it (the booking lists carry it). */
export const CustomerProblemSchema = z.object({
  id: z.string(),
  status: z.enum(problemReportStatuses),
  category: z.enum(problemCategories),
  createdAt: instant,
  /** Once resolved: how, and the note both people received. */
  resolution: z.enum(problemResolutions).nullable(),
  note: z.string().nullable(),
});
export type CustomerProblem = z.infer<typeof CustomerProblemSchema>;

export const ProblemBookingParamsSchema = z.object({ id: z.string() });

/** The customer reports a problem on an own finished booking, within 48 hours of its end. */
export const reportProblem = endpoint({
  method: 'POST',
  path: '/api/customers/bookings/:id/problem',
  params: ProblemBookingParamsSchema,
  body: ReportProblemBodySchema,
  answers: { 201: CustomerProblemSchema },
});

/** The list's page: a page from 1. */
export const ProblemReportsQuerySchema = z.object({
  page: z.coerce
    .number({ error: api.badPage })
    .int({ error: api.badPage })
    .min(1, { error: api.badPage })
    .max(PROBLEM_REPORTS_LAST_PAGE, { error: api.badPage })
    .optional(),
});
export type ProblemReportsQuery = z.infer<typeof ProblemReportsQuerySchema>;

/** What a booking's money stands at: paid, refunded (confirmed), and what is left to refund. */
export const RefundMoneySchema = z.object({
  paid: z.number().int().nonnegative(),
  refunded: z.number().int().nonnegative(),
  left: z.number().int().nonnegative(),
});

/** One report as the operators' list shows it. */
export const ProblemReportRowSchema = z.object({
  id: z.string(),
  status: z.enum(problemReportStatuses),
  category: z.enum(problemCategories),
  description: z.string(),
  createdAt: instant,
  booking: z.object({
    id: z.string(),
    status: z.enum(bookingStatuses),
    startTime: instant,
    endTime: instant,
    amount: z.number().int().nonnegative(),
  }),
  customer: person,
  agent: person,
  /** Once resolved: how, the amount refunded by it, the note, who and when. */
  resolution: z
    .object({
      kind: z.enum(problemResolutions),
      amount: z.number().int().nonnegative(),
      note: z.string(),
      operator: person.nullable(),
      resolvedAt: instant,
    })
    .nullable(),
});
export type ProblemReportRow = z.infer<typeof ProblemReportRowSchema>;

export const ProblemReportsPageSchema = z.object({
  reports: z.array(ProblemReportRowSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ProblemReportsPage = z.infer<typeof ProblemReportsPageSchema>;

/** One report with its booking's money. */
export const ProblemReportDetailSchema = ProblemReportRowSchema.extend({
  money: RefundMoneySchema,
});
export type ProblemReportDetail = z.infer<typeof ProblemReportDetailSchema>;

export const ProblemReportParamsSchema = z.object({ id: z.string() });

/** The resolution: how, the amount of a partial refund (only then), and the note, required. */
export const ResolveProblemBodySchema = z
  .strictObject({
    resolution: z.enum(problemResolutions, { error: api.badResolution }),
    amount: amount.optional(),
    note: writtenText(api.noteRequired, api.noteTooLong, PROBLEM_NOTE_MAX_LENGTH),
  })
  .superRefine((body, context) => {
    if (body.resolution === 'partial' && body.amount === undefined) {
      context.addIssue({ code: 'custom', message: api.amountRequired, path: ['amount'] });
    }
    if (body.resolution !== 'partial' && body.amount !== undefined) {
      context.addIssue({ code: 'custom', message: api.amountOnlyPartial, path: ['amount'] });
    }
  });
export type ResolveProblemBody = z.infer<typeof ResolveProblemBodySchema>;

/** An operator's refund of a booking: all that is left, or a part of it; the reason, required. */
export const RefundBookingBodySchema = z
  .strictObject({
    refund: z.enum(['full', 'partial'], { error: api.badResolution }),
    amount: amount.optional(),
    reason: writtenText(api.reasonRequired, api.reasonTooLong, PROBLEM_NOTE_MAX_LENGTH),
  })
  .superRefine((body, context) => {
    if (body.refund === 'partial' && body.amount === undefined) {
      context.addIssue({ code: 'custom', message: api.amountRequired, path: ['amount'] });
    }
    if (body.refund === 'full' && body.amount !== undefined) {
      context.addIssue({ code: 'custom', message: api.amountOnlyPartial, path: ['amount'] });
    }
  });
export type RefundBookingBody = z.infer<typeof RefundBookingBodySchema>;

export const operatorProblemReports = endpoint({
  method: 'GET',
  path: '/api/operador/problems',
  querystring: ProblemReportsQuerySchema,
  answers: { 200: ProblemReportsPageSchema },
});

export const operatorProblemReport = endpoint({
  method: 'GET',
  path: '/api/operador/problems/:id',
  params: ProblemReportParamsSchema,
  answers: { 200: ProblemReportDetailSchema },
});

export const operatorResolveProblem = endpoint({
  method: 'POST',
  path: '/api/operador/problems/:id/resolve',
  params: ProblemReportParamsSchema,
  body: ResolveProblemBodySchema,
  answers: { 200: ProblemReportDetailSchema },
});
