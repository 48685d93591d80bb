import { consolePaths } from '@brillo/domain/console-paths';
import { useState } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { problemReportsTexts } from '@brillo/domain/texts/problem-reports.es-CL';
import { DEFAULT_TIME_ZONE } from '@brillo/domain/zoned-time';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { paths } from '@/config/paths';
import { useProblemReport, useResolveProblem } from '@/features/operators/api/problems';
import { ConsolePage } from '@/features/operators/components/console-page';
import { ProblemDetail } from '@/features/operators/components/problem-detail';
import { ResolveProblemForm } from '@/features/operators/components/resolve-problem-form';
import { usePageTitle } from '@/hooks/use-page-title';
import { usePublicConfig } from '@/hooks/use-public-config';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { NotFoundRoute } from './not-found';

const texts = problemReportsTexts.detail;

/**
 * /operador/problemas/:id (PD-39): one report, its booking (linked) and money, and its resolution:
 * the form while it is open. An unknown report says so inside the console; anyone but an operator
 * gets the not-found page, as everywhere in the console.
 */
export function OperatorProblemRoute() {
  const { id = '' } = useParams();
  const report = useProblemReport(id);
  const resolve = useResolveProblem(id);
  const [submittedAt, setSubmittedAt] = useState(0);
  const error = report.error instanceof ApiError ? report.error : null;
  const timeZone = usePublicConfig().data?.timeZone ?? DEFAULT_TIME_ZONE;
  usePageTitle(texts.title);

  if (error?.code === 'TWO_FACTOR_SETUP_REQUIRED') {
    return <Navigate to={paths.operatorAuthenticator} replace />;
  }
  // An operator reads "no such report"; anyone else is never told the console exists.
  if (error?.status === 404 && error.message !== problemReportsTexts.api.reportNotFound) {
    return <NotFoundRoute />;
  }

  let body;
  if (report.isPending) body = <LoadingState text={texts.loading} />;
  else if (error?.status === 404) body = <Text role="status">{texts.notFound}</Text>;
  else if (report.isError) {
    body = (
      <LoadFailed
        text={texts.error}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  } else {
    body = (
      <Stack gap="lg">
        <ProblemDetail report={report.data} timeZone={timeZone} />
        {report.data.status === 'open' ? (
          <ResolveProblemForm
            left={report.data.money.left}
            busy={resolve.isPending}
            error={resolve.error}
            submittedAt={submittedAt}
            onResolve={(values, onError) => {
              setSubmittedAt(Date.now());
              resolve.mutate(values, {
                onSuccess: () => notify('success', problemReportsTexts.resolve.done),
                onError,
              });
            }}
          />
        ) : null}
      </Stack>
    );
  }

  return (
    <ConsolePage>
      <Stack gap="md">
        <Anchor component={Link} to={consolePaths.operatorProblems}>
          {texts.back}
        </Anchor>
        <Title order={2}>{texts.title}</Title>
        {body}
      </Stack>
    </ConsolePage>
  );
}
