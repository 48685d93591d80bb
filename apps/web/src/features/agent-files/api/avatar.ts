import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvatarAnswer } from '@brillo/domain/contracts/agent-files';
import { readAvatar } from '@brillo/domain/contracts/dashboard-calls';
import { callApi } from '@/lib/api-client';
import { uploadTo, type UploadOptions } from './upload-file';

/**
 * The agent's avatar (issue 11): `GET` and `POST /api/agents/avatar`. Everything that shows the
 * agent's own avatar reads `useAvatar()`, so a new one shows everywhere as soon as it is saved.
 */
export const avatarQueryKey = ['agent-files', 'avatar'] as const;

export function getAvatar({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(readAvatar, { signal });
}

export function getAvatarQueryOptions() {
  return queryOptions({ queryKey: avatarQueryKey, queryFn: ({ signal }) => getAvatar({ signal }) });
}

export function useAvatar() {
  return useQuery(getAvatarQueryOptions());
}

interface AvatarUpload extends UploadOptions {
  file: File;
}

/** The upload's contract is imported when a file is sent: the pages showing the avatar carry no zod. */
export async function uploadAvatar({ file, ...options }: AvatarUpload) {
  const { uploadAvatar: endpoint } = await import('@brillo/domain/contracts/on-demand/agent-files');
  return uploadTo(endpoint, file, options);
}

/** Uploads a new avatar and puts its URL in the avatar query at once. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (answer) => {
      queryClient.setQueryData<AvatarAnswer>(avatarQueryKey, { avatarUrl: answer.avatarUrl });
    },
  });
}
