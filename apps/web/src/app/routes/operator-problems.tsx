import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { problemReportsTexts } from '@brillo/domain/texts/problem-reports.es-CL';
import { DEFAULT_TIME_ZONE } from '@brillo/domain/zoned-time';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { useProblemReports } from '@/features/operators/api/problems';
import { ConsolePage } from '@/features/operators/components/console-page';
import { ProblemsTable } from '@/features/operators/components/problems-table';
import { usePageTitle } from '@/hooks/use-page-title';
import { usePublicConfig } from '@/hooks/use-public-config';
import { ApiError } from '@/lib/api-client';
import { consoleRefusal } from './not-found';

const texts = problemReportsTexts.list;

/**
 * /operador/problemas (PD-39): the customers' problem reports, open first and oldest first, paged
 * (the page in the address). As the rest of the console, the API decides who sees it.
 */
export function OperatorProblemsRoute() {
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('pagina'));
  const page = Number.isInteger(asked) && asked > 1 ? asked : 1;
  const list = useProblemReports(page);
  const error = list.error instanceof ApiError ? list.error : null;
  const timeZone = usePublicConfig().data?.timeZone ?? DEFAULT_TIME_ZONE;
  usePageTitle(texts.title);

  const refusal = consoleRefusal(error);
  if (refusal) return refusal;

  let body;
  if (list.isPending) body = <LoadingState text={texts.loading} />;
  else if (list.isError) {
    body = (
      <LoadFailed
        text={error?.message || texts.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.reports.length === 0) body = <Text role="status">{texts.empty}</Text>;
  else {
    body = (
      <ProblemsTable
        page={list.data}
        timeZone={timeZone}
        onPage={(next) => setSearch(next > 1 ? { pagina: String(next) } : {})}
      />
    );
  }

  return (
    <ConsolePage>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id="problems-title">
            {texts.title}
          </Title>
          <Text c="gray.7">{texts.intro}</Text>
        </Stack>
        {body}
      </Stack>
    </ConsolePage>
  );
}
