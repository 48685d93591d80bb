import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import { DEFAULT_TIME_ZONE } from '@brillo/domain/zoned-time';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { useVerificationQueue } from '@/features/operators/api/verifications';
import { ConsolePage } from '@/features/operators/components/console-page';
import { VerificationQueue } from '@/features/operators/components/verification-queue';
import { usePageTitle } from '@/hooks/use-page-title';
import { usePublicConfig } from '@/hooks/use-public-config';
import { ApiError } from '@/lib/api-client';
import { consoleRefusal } from './not-found';

const texts = verificationTexts.queue;

/**
 * /operador/verificaciones (PD-37): the agents whose identity documents wait for review. As the
 * rest of the console, the API decides who sees it: 404 shows the not-found page, 403 sends an
 * operator without an authenticator to set it up. The page is kept in the address.
 */
export function OperatorVerificationsRoute() {
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('pagina'));
  const page = Number.isInteger(asked) && asked > 1 ? asked : 1;
  const queue = useVerificationQueue(page);
  const error = queue.error instanceof ApiError ? queue.error : null;
  const timeZone = usePublicConfig().data?.timeZone ?? DEFAULT_TIME_ZONE;
  usePageTitle(texts.title);

  const refusal = consoleRefusal(error);
  if (refusal) return refusal;

  let body;
  if (queue.isPending) body = <LoadingState text={texts.loading} />;
  else if (queue.isError) {
    body = (
      <LoadFailed
        text={texts.error}
        onRetry={() => void queue.refetch()}
        retrying={queue.isFetching}
      />
    );
  } else if (queue.data.agents.length === 0) body = <Text role="status">{texts.empty}</Text>;
  else {
    body = (
      <VerificationQueue
        queue={queue.data}
        timeZone={timeZone}
        onPage={(next) => setSearch(next > 1 ? { pagina: String(next) } : {})}
      />
    );
  }

  return (
    <ConsolePage>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2}>{texts.title}</Title>
          <Text c="gray.7">{texts.intro}</Text>
        </Stack>
        {body}
      </Stack>
    </ConsolePage>
  );
}
