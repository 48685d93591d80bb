import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { useAgentRatings } from '../api/dashboard';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { WholeStars } from '@/components/star-rating';

const texts = dashboardTexts.rating;

/**
 * The agent's rating in the header (decision 29): the average the database computed, rounded to a
 * whole star, and the count; 'Sin evaluaciones' without ratings, never zero stars.
 */
export function RatingStars() {
  return (
    <Box mih="1.55em">
      <RatingLine />
    </Box>
  );
}

/**
 * The line itself. Its place keeps the height of a line of text, the loading line's, so that the
 * stars replacing it do not move the biography under it.
 */
function RatingLine(): ReactNode {
  const ratings = useAgentRatings();
  if (ratings.isPending) return <LoadingState text={texts.loading} />;
  if (ratings.isError) {
    return <LoadFailed text={texts.loadFailed} onRetry={() => void ratings.refetch()} />;
  }
  const { stars } = ratings.data;
  if (stars === null) return <Text c="gray.7">{texts.none}</Text>;
  return (
    <Group gap="xs">
      <WholeStars stars={stars} size={22} />
      <Text size="sm" c="gray.7">
        ({texts.count(ratings.data.count)})
      </Text>
    </Group>
  );
}
