import type { ReactElement, ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE } from '@brillo/domain/zoned-time';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { usePageTitle } from '@/hooks/use-page-title';
import { usePublicConfig } from '@/hooks/use-public-config';
import { ApiError } from '@/lib/api-client';
import { ConsolePage } from './console-page';

interface ConsoleListTexts {
  title: string;
  intro: string;
  loading: string;
  error: string;
  empty: string;
}

interface ConsoleListProps<Page> {
  /** The read of the page on screen. */
  list: UseQueryResult<Page>;
  texts: ConsoleListTexts;
  /** The heading's id, for a table it names. */
  titleId?: string;
  /** The failure says the API's message, or else always `texts.error`. */
  apiMessage?: boolean;
  /** What the console shows instead when the API refuses the read (not an operator, no authenticator). */
  refusal: (error: ApiError | null) => ReactElement | null;
  /** The list's filters, above its states. */
  filters?: ReactNode;
  isEmpty: (page: Page) => boolean;
  /** The page's table (with its pager) in the market's time zone. */
  children: (page: Page, timeZone: string) => ReactNode;
}

/**
 * A page of a console list: its title and intro, its filters, then the read's state: loading,
 * failed (with 'Reintentar'), nothing to show, or the table.
 */
export function ConsoleList<Page>({
  list,
  texts,
  titleId,
  apiMessage = true,
  refusal,
  filters,
  isEmpty,
  children,
}: ConsoleListProps<Page>) {
  const error = list.error instanceof ApiError ? list.error : null;
  const timeZone = usePublicConfig().data?.timeZone ?? DEFAULT_TIME_ZONE;
  usePageTitle(texts.title);

  const refused = refusal(error);
  if (refused) return refused;

  let body;
  if (list.isPending) body = <LoadingState text={texts.loading} />;
  else if (list.isError) {
    body = (
      <LoadFailed
        text={(apiMessage && error?.message) || texts.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (isEmpty(list.data)) body = <Text role="status">{texts.empty}</Text>;
  else body = children(list.data, timeZone);

  return (
    <ConsolePage>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id={titleId}>
            {texts.title}
          </Title>
          <Text c="gray.7">{texts.intro}</Text>
        </Stack>
        {filters}
        {body}
      </Stack>
    </ConsolePage>
  );
}
