import type { OperatorBookingDetail } from '@brillo/domain/contracts/operator-bookings';
import {
  PROBLEM_REPORTS_PAGE_SIZE,
  type CustomerProblem,
  type ProblemReportDetail,
  type ProblemReportRow,
  type ProblemReportsPage,
  type ProblemReportsQuery,
  type RefundBookingBody,
  type ReportProblemBody,
  type ResolveProblemBody,
} from '@brillo/domain/contracts/problem-reports';
import { formatClp } from '@brillo/domain/format-booking';
import {
  problemReportRefusal,
  refundAmountRefusal,
  refundableRemainder,
  refundedAmount,
  resolutionAmount,
  type RefundForArithmetic,
} from '@brillo/domain/problem-reports';
import { problemReportsTexts } from '@brillo/domain/texts/problem-reports.es-CL';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { isConstraintViolation } from '../../db/database-errors.ts';
import { isUuid } from '../../db/ids.ts';
import { bookings, paymentConstraints, problemReportConstraints } from '../../db/schema.ts';
import { AppError, notFound, validationFailed } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { queueProblemResolutionEmails } from './emails.ts';
import {
  insertRefund,
  insertReport,
  lockCustomerBookingForReport,
  lockPaidPayment,
  lockReport,
  readBookingsMoney,
  readReport,
  readReportsPage,
  writeResolution,
  type StoredProblemReport,
} from './repository.ts';

const { api } = problemReportsTexts;

const bookingNotFound = () => notFound(api.bookingNotFound);
const reportNotFound = () => notFound(api.reportNotFound);
const refused = (code: string, message: string) => new AppError(409, code, message);

export interface ProblemReportsDependencies {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  /** Asks the provider for a refund recorded pending (the payments module); a failure is kept. */
  askRefund: (refundId: string) => Promise<unknown>;
  /** The operators' page of a booking (the operators' bookings module). */
  bookingDetail: (id: string) => Promise<OperatorBookingDetail>;
  /** Records an operator's action in the audit log, in the transaction given (ADR-078). */
  recordOperatorAction: RecordOperatorAction;
}

/** One operator action for the audit log, as the operators module records it. */
export interface ProblemReportAction {
  operatorId: string;
  action: 'problem.resolved' | 'booking.refunded';
  targetType: 'problem_report' | 'booking';
  targetId: string;
  reason: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}
export type RecordOperatorAction = (tx: Executor, action: ProblemReportAction) => Promise<unknown>;

function toRow(row: StoredProblemReport): ProblemReportRow {
  return {
    id: row.id,
    status: row.status,
    category: row.category,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    booking: {
      id: row.bookingId,
      status: row.bookingStatus,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      amount: row.amount,
    },
    customer: { id: row.customerId, name: row.customerName },
    agent: { id: row.agentId, name: row.agentName },
    resolution:
      row.status === 'resolved' && row.resolution && row.resolvedAt
        ? {
            kind: row.resolution,
            amount: row.resolutionAmount ?? 0,
            note: row.resolutionNote ?? '',
            operator:
              row.resolvedBy && row.resolverName !== null
                ? { id: row.resolvedBy, name: row.resolverName }
                : null,
            resolvedAt: row.resolvedAt.toISOString(),
          }
        : null,
  };
}

/**
 * Takes `amount` of what is left of the booking's paid payment, as a pending refund of `kind`, in
 * the transaction: the payment's row locked first, so of two refunds at once the second counts the
 * first. Refused with 409, changing nothing, when nothing was paid or the amount is above what is
 * left. Answers the refund and what was left before it.
 */
async function takeRefund(
  tx: Transaction,
  bookingId: string,
  kind: 'problem' | 'operator',
  ask: (left: number) => number,
  now: Date,
) {
  const paid = await lockPaidPayment(tx, bookingId);
  if (!paid) throw refused('NOT_PAID', api.notPaid);
  const left = refundableRemainder(paid.payment.amount, paid.refunds as RefundForArithmetic[]);
  if (left === 0) throw refused('NOTHING_LEFT_TO_REFUND', api.nothingLeft);
  const amount = ask(left);
  const refusal = refundAmountRefusal(amount, left);
  if (refusal === 'aboveRemainder') {
    throw refused('REFUND_ABOVE_REMAINDER', api.aboveRemainder(formatClp(left)));
  }
  if (refusal) throw validationFailed({ amount: api.badAmount }, api.badAmount);
  const refund = await insertRefund(tx, paid.payment, { kind, amount, now });
  return { refund, left };
}

/** The database's refusal of a sum above what was paid, as the same 409 (a last line of defence). */
function aboveWhatWasPaid(error: unknown): never {
  if (isConstraintViolation(error, paymentConstraints.refundsWithinPayment)) {
    throw refused('REFUND_ABOVE_REMAINDER', api.nothingLeft);
  }
  throw error;
}

/**
 * Problems after a service and operators' refunds (PD-39, issue 32): the customer's report, the
 * operators' list, one report, its resolution (the refund, the audit row and both emails in one
 * transaction, the provider asked once it is committed), and an operator's refund of a booking.
 */
export function createProblemReportsService(deps: ProblemReportsDependencies) {
  const { db, clock } = deps;

  async function detail(id: string): Promise<ProblemReportDetail> {
    if (!isUuid(id)) throw reportNotFound();
    const row = await readReport(db, id);
    if (!row) throw reportNotFound();
    const money = (await readBookingsMoney(db, [row.bookingId])).get(row.bookingId);
    const refunds = money?.refunds ?? [];
    return {
      ...toRow(row),
      money: {
        paid: money?.paid ?? 0,
        refunded: refundedAmount(refunds),
        left: money ? refundableRemainder(money.paid, refunds) : 0,
      },
    };
  }

  return {
    /** The customer reports a problem on an own finished booking, within 48 hours of its end. */
    async report(
      customerId: string,
      bookingId: string,
      body: ReportProblemBody,
    ): Promise<CustomerProblem> {
      if (!isUuid(bookingId)) throw bookingNotFound();
      const now = clock.now();
      try {
        const row = await db.transaction(async (tx) => {
          const booking = await lockCustomerBookingForReport(tx, customerId, bookingId);
          if (!booking) throw bookingNotFound();
          const refusal = problemReportRefusal({ ...booking, now });
          if (refusal) throw refused('PROBLEM_REPORT_REFUSED', api[refusal]);
          return insertReport(tx, { bookingId, customerId, ...body, now });
        });
        return {
          id: row.id,
          status: row.status,
          category: row.category,
          createdAt: row.createdAt.toISOString(),
          resolution: null,
          note: null,
        };
      } catch (error) {
        if (isConstraintViolation(error, problemReportConstraints.oneOpenPerBooking)) {
          throw refused('PROBLEM_REPORT_REFUSED', api.alreadyOpen);
        }
        throw error;
      }
    },

    /** A page of reports, open first, then oldest first. */
    async list(query: ProblemReportsQuery): Promise<ProblemReportsPage> {
      const page = query.page ?? 1;
      const { rows, total } = await readReportsPage(db, {
        limit: PROBLEM_REPORTS_PAGE_SIZE,
        offset: (page - 1) * PROBLEM_REPORTS_PAGE_SIZE,
      });
      return {
        reports: rows.map(toRow),
        total,
        page,
        pageSize: PROBLEM_REPORTS_PAGE_SIZE,
      };
    },

    /** One report with its booking's money; 404 for an unknown id. */
    detail,

    /**
     * Resolves an open report: the report's row locked, so of two operators at once the second
     * waits and then finds it resolved (409); the refund (pending), the resolution, its audit row
     * and both people's emails in one transaction; the provider asked once it is committed.
     */
    async resolve(
      operatorId: string,
      id: string,
      body: ResolveProblemBody,
    ): Promise<ProblemReportDetail> {
      if (!isUuid(id)) throw reportNotFound();
      const now = clock.now();
      const refundId = await db
        .transaction(async (tx) => {
          const report = await lockReport(tx, id);
          if (!report) throw reportNotFound();
          if (report.status !== 'open') throw refused('ALREADY_RESOLVED', api.alreadyResolved);
          const taken =
            body.resolution === 'none'
              ? undefined
              : await takeRefund(
                  tx,
                  report.bookingId,
                  'problem',
                  (left) => resolutionAmount(body.resolution, left, body.amount),
                  now,
                );
          const amount = taken?.refund.amount ?? 0;
          const written = await writeResolution(tx, id, {
            resolution: body.resolution,
            amount,
            note: body.note,
            refundId: taken?.refund.id ?? null,
            operatorId,
            now,
          });
          if (!written) throw refused('ALREADY_RESOLVED', api.alreadyResolved);
          await deps.recordOperatorAction(tx, {
            operatorId,
            action: 'problem.resolved',
            targetType: 'problem_report',
            targetId: id,
            reason: body.note,
            before: { bookingId: report.bookingId, status: 'open' },
            after: {
              bookingId: report.bookingId,
              status: 'resolved',
              resolution: body.resolution,
              amount,
            },
          });
          await queueProblemResolutionEmails(deps.jobs, tx, id);
          return taken?.refund.id;
        })
        .catch(aboveWhatWasPaid);
      if (refundId) await deps.askRefund(refundId);
      return detail(id);
    },

    /**
     * An operator refunds a paid booking, all that is left or a part of it, at any time: the
     * payment's row locked, so of two operators at once the second counts the first's refund; the
     * refund (pending) and its audit row in one transaction; the provider asked once it is
     * committed.
     */
    async refundBooking(
      operatorId: string,
      bookingId: string,
      body: RefundBookingBody,
    ): Promise<OperatorBookingDetail> {
      if (!isUuid(bookingId)) throw bookingNotFound();
      const now = clock.now();
      const refundId = await db
        .transaction(async (tx) => {
          const [booking] = await tx
            .select({ id: bookings.id })
            .from(bookings)
            .where(eq(bookings.id, bookingId));
          if (!booking) throw bookingNotFound();
          const { refund, left } = await takeRefund(
            tx,
            bookingId,
            'operator',
            (rest) => (body.refund === 'full' ? rest : (body.amount ?? 0)),
            now,
          );
          await deps.recordOperatorAction(tx, {
            operatorId,
            action: 'booking.refunded',
            targetType: 'booking',
            targetId: bookingId,
            reason: body.reason,
            before: { refundable: left },
            after: { refundable: left - refund.amount, refunded: refund.amount },
          });
          return refund.id;
        })
        .catch(aboveWhatWasPaid);
      await deps.askRefund(refundId);
      return deps.bookingDetail(bookingId);
    },
  };
}

export type ProblemReportsService = ReturnType<typeof createProblemReportsService>;
