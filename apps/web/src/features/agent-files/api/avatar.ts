import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  readAvatar,
  uploadAvatar as uploadAvatarEndpoint,
  type AvatarAnswer,
} from '@brillo/domain/contracts/agent-files';
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

export function uploadAvatar({ file, ...options }: AvatarUpload) {
  return uploadTo(uploadAvatarEndpoint, file, options);
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
