import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatLongDate } from '@brillo/domain/format';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { ratingsTexts } from '@brillo/domain/texts/ratings.es-CL';
import { FirstItems } from '@/components/first-items';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { WholeStars } from '@/components/star-rating';
import { useAgentRatings } from '@/hooks/use-agent-ratings';

const texts = ratingsTexts.received;

/**
 * /closed's received ratings (decision 29; ADR-041): the average as the dashboard shows it (whole
 * stars), then each rating, newest first, with its comment and the customer's first name only.
 * Comments are text, never HTML.
 */
export function ReceivedRatings({ timeZone }: { timeZone: string }) {
  const query = useAgentRatings();
  let content;
  if (query.isPending) content = <LoadingState text={texts.loading} />;
  else if (query.isError) {
    content = (
      <LoadFailed
        text={texts.loadFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    const { ratings, count } = query.data;
    const { stars } = query.data;
    content =
      stars === null ? (
        <Text>{texts.empty}</Text>
      ) : (
        <Stack gap="sm">
          <Group gap="xs">
            <Text fw={600}>{texts.average}:</Text>
            <WholeStars stars={stars} size={22} />
            <Text size="sm" c="gray.7">
              ({dashboardTexts.rating.count(count)})
            </Text>
          </Group>
          <FirstItems shown={ratings.length} total={count} more={texts.more}>
            <Stack
              component="ul"
              gap="sm"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={texts.title}
            >
              {ratings.map((rating) => (
                <Paper key={rating.id} component="li" withBorder radius="md" p="md">
                  <Stack gap={6}>
                    <WholeStars stars={rating.rating} />
                    <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                      {rating.comment.trim() ? rating.comment : texts.noComment}
                    </Text>
                    <Text size="sm" c="gray.7">
                      {texts.by(
                        rating.customerFirstName,
                        formatLongDate(rating.createdAt, timeZone),
                      )}
                    </Text>
                  </Stack>
                </Paper>
              ))}
            </Stack>
          </FirstItems>
        </Stack>
      );
  }
  return (
    <Stack component="section" gap="sm" aria-labelledby="received-ratings-title">
      <Title order={2} size="h3" id="received-ratings-title">
        {texts.title}
      </Title>
      {content}
    </Stack>
  );
}
