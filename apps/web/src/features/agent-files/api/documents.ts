import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listDocuments,
  readDocsFlags,
  uploadDocument as uploadDocumentEndpoint,
  type AgentDocuments,
} from '@brillo/domain/contracts/agent-files';
import type { AgentDocumentKind } from '@brillo/domain/enums';
import { callApi } from '@/lib/api-client';
import { uploadTo, type UploadOptions } from './upload-file';

/**
 * The agent's identity documents (issue 11, decision 13): the current file of each kind, the
 * document flags the dashboard warns with, and the upload of a new file of one kind.
 */
export const documentsQueryKey = ['agent-files', 'documents'] as const;
export const docsFlagsQueryKey = ['agent-files', 'docs-flags'] as const;

export function getDocuments({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(listDocuments, { signal });
}

export function getDocumentsQueryOptions() {
  return queryOptions({
    queryKey: documentsQueryKey,
    queryFn: ({ signal }) => getDocuments({ signal }),
  });
}

export function useDocuments() {
  return useQuery(getDocumentsQueryOptions());
}

/** `GET /api/v1/agents/docs`: `{ docs: { upload_id, upload_certificate } }`. */
export function getDocsFlags({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(readDocsFlags, { signal });
}

export function getDocsFlagsQueryOptions() {
  return queryOptions({
    queryKey: docsFlagsQueryKey,
    queryFn: ({ signal }) => getDocsFlags({ signal }),
  });
}

export function useDocsFlags() {
  return useQuery(getDocsFlagsQueryOptions());
}

interface DocumentUpload extends UploadOptions {
  kind: AgentDocumentKind;
  file: File;
}

export function uploadDocument({ kind, file, ...options }: DocumentUpload) {
  return uploadTo(uploadDocumentEndpoint, file, { ...options, params: { kind } });
}

/**
 * Uploads a document: the new file becomes the kind's current one in the documents query, and the
 * flags are asked again so the dashboard's warning follows.
 */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: ({ document }) => {
      queryClient.setQueryData<AgentDocuments>(documentsQueryKey, (current) =>
        // A new file waits for review (PD-37): the agent is not verified until it is approved.
        current
          ? { documents: { ...current.documents, [document.kind]: document }, verified: false }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: docsFlagsQueryKey });
    },
  });
}
