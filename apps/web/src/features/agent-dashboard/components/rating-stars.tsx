import { Group, Text } from '@mantine/core';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { useAgentRatings } from '../api/dashboard';
import { roundedStars } from '../display-rules';
import { LoadFailed, LoadingState } from '@/components/load-states';

const texts = dashboardTexts.rating;

/** Five stars, `filled` of them filled; read as one image with its Spanish text. */
export function StarRow({ filled }: { filled: number }) {
  return (
    <Group gap={2} role="img" aria-label={texts.stars(filled)} wrap="nowrap">
      {[1, 2, 3, 4, 5].map((star) => (
        <Text
          key={star}
          component="span"
          aria-hidden
          fz="xl"
          lh={1}
          c={star <= filled ? 'yellow.8' : 'gray.5'}
        >
          {star <= filled ? '★' : '☆'}
        </Text>
      ))}
    </Group>
  );
}

/** The agent's rating in the header (decision 29): whole stars, or 'Sin evaluaciones'. */
export function RatingStars() {
  const ratings = useAgentRatings();
  if (ratings.isPending) return <LoadingState text={texts.loading} />;
  if (ratings.isError) {
    return <LoadFailed text={texts.loadFailed} onRetry={() => void ratings.refetch()} />;
  }
  const values = ratings.data.ratings.map(({ rating }) => rating);
  const stars = roundedStars(values);
  if (stars === null) return <Text c="gray.7">{texts.none}</Text>;
  return (
    <Group gap="xs">
      <StarRow filled={stars} />
      <Text size="sm" c="gray.7">
        ({texts.count(values.length)})
      </Text>
    </Group>
  );
}
