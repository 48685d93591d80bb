import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  operatorProblemReport,
  operatorProblemReports,
  operatorResolveProblem,
  type RefundBookingBody,
  type ResolveProblemBody,
} from '@brillo/domain/contracts/problem-reports';
import { operatorRefundBooking } from '@brillo/domain/contracts/operator-bookings';
import { callApi } from '@/lib/api-client';
import { operatorBookingKeys } from './bookings';
import { consoleListQueryOptions, consoleQueryOptions } from './console-query';

export const problemReportKeys = {
  all: ['operator-problems'] as const,
  page: (page: number) => [...problemReportKeys.all, 'page', page] as const,
  one: (id: string) => [...problemReportKeys.all, 'one', id] as const,
};

/** A page of problem reports, open first (`GET /api/operador/problems`). */
export function useProblemReports(page: number) {
  return useQuery(
    consoleListQueryOptions(problemReportKeys.page(page), (signal) =>
      callApi(operatorProblemReports, { query: page > 1 ? { page } : {}, signal }),
    ),
  );
}

/** One report with its booking's money (`GET /api/operador/problems/:id`). */
export function useProblemReport(id: string) {
  return useQuery(
    consoleQueryOptions(problemReportKeys.one(id), (signal) =>
      callApi(operatorProblemReport, { params: { id }, signal }),
    ),
  );
}

/** Resolves a report; the answer is the report as it is now. */
export function useResolveProblem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResolveProblemBody) =>
      callApi(operatorResolveProblem, { params: { id }, body }),
    onSuccess: (report) => {
      queryClient.setQueryData(problemReportKeys.one(id), report);
      void queryClient.invalidateQueries({ queryKey: [...problemReportKeys.all, 'page'] });
      void queryClient.invalidateQueries({ queryKey: operatorBookingKeys.one(report.booking.id) });
    },
  });
}

/** Refunds a paid booking, all that is left or a part; the answer is the booking's page. */
export function useRefundOperatorBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundBookingBody) =>
      callApi(operatorRefundBooking, { params: { id }, body }),
    onSuccess: (booking) => {
      queryClient.setQueryData(operatorBookingKeys.one(id), booking);
      void queryClient.invalidateQueries({ queryKey: [...operatorBookingKeys.all, 'page'] });
      void queryClient.invalidateQueries({ queryKey: problemReportKeys.all });
    },
  });
}
