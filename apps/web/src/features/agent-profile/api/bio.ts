import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BioAnswerSchema,
  UpdatedBioSchema,
  type UpdateBioBody,
  type UpdatedBio,
} from '@brillo/domain/contracts/agent-profile';
import { apiGet, apiPatch } from '@/lib/api-client';

/**
 * The agent's biography (issue 11): `GET /api/agents/bio` and `PATCH /api/agents/bio`. The
 * contracts are imported statically: the screen needs the length limit from the same module.
 */
export const BIO_PATH = '/api/agents/bio';

/** A change answers `{ message, bio }`; the same text answers 204, read here as `undefined`. */
const UpdateAnswerSchema = UpdatedBioSchema.optional();

export function getBio({ signal }: { signal?: AbortSignal } = {}) {
  return apiGet(BIO_PATH, BioAnswerSchema, { signal });
}

export function updateBio(body: UpdateBioBody): Promise<UpdatedBio | undefined> {
  return apiPatch(BIO_PATH, body, UpdateAnswerSchema);
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
