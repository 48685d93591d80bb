import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changeBio,
  readBio,
  type UpdateBioBody,
  type UpdatedBio,
} from '@brillo/domain/contracts/agent-profile';
import { callApi } from '@/lib/api-client';

/**
 * The agent's biography (issue 11): `readBio` and `changeBio`. The contracts are imported
 * statically: the screen needs the length limit from the same module.
 */
export function getBio({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(readBio, { signal });
}

/** A change answers `{ message, bio }`; the same text answers 204, read as `null`. */
export function updateBio(body: UpdateBioBody): Promise<UpdatedBio | null> {
  return callApi(changeBio, { body });
}

const bioKey = ['agent-bio'] as const;

export function getBioQueryOptions() {
  return queryOptions({ queryKey: bioKey, queryFn: ({ signal }) => getBio({ signal }) });
}

export function useBio() {
  return useQuery(getBioQueryOptions());
}

export function useUpdateBio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBio,
    onSuccess: (answer) => {
      if (answer) queryClient.setQueryData(bioKey, { bio: answer.bio });
    },
  });
}
