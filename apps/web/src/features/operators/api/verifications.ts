import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveDocument,
  rejectDocument,
  verificationQueue,
  type RejectDocumentBody,
} from '@brillo/domain/contracts/verification';
import { callApi } from '@/lib/api-client';
import { consoleListQueryOptions } from './console-query';

/** The agents whose documents wait for review (PD-37), page by page, the oldest upload first. */
export const verificationKeys = {
  all: ['operator-verifications'] as const,
  page: (page: number) => [...verificationKeys.all, page] as const,
};

export function verificationQueueQueryOptions(page: number) {
  return consoleListQueryOptions(verificationKeys.page(page), (signal) =>
    callApi(verificationQueue, { query: { page }, signal }),
  );
}

export function useVerificationQueue(page: number) {
  return useQuery(verificationQueueQueryOptions(page));
}

/** After a decision (or a 409: another operator's), the queue is read again. */
function useDecision<Variables, Answer>(decide: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}

export function useApproveDocument() {
  return useDecision((documentId: string) => callApi(approveDocument, { params: { documentId } }));
}

export function useRejectDocument() {
  return useDecision(({ documentId, body }: { documentId: string; body: RejectDocumentBody }) =>
    callApi(rejectDocument, { params: { documentId }, body }),
  );
}
