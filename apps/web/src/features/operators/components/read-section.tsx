import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed, LoadingState } from '@/components/load-states';

interface ReadSectionProps<Answer> {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  read: UseQueryResult<Answer>;
  loading: string;
  error: string;
  children: (answer: Answer) => ReactNode;
}

/**
 * A section of a console page with a read of its own: its heading, then the read loading, failed
 * (with 'Reintentar', the rest of the page staying) or shown.
 */
export function ReadSection<Answer>({
  id,
  title,
  read,
  loading,
  error,
  children,
}: ReadSectionProps<Answer>) {
  let body;
  if (read.isPending) body = <LoadingState text={loading} />;
  else if (read.isError) {
    body = (
      <LoadFailed text={error} onRetry={() => void read.refetch()} retrying={read.isFetching} />
    );
  } else body = children(read.data);
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={3} id={id}>
        {title}
      </Title>
      {body}
    </Stack>
  );
}
