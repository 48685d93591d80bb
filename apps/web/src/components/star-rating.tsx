import { Group, Text } from '@mantine/core';
import { useId } from 'react';
import { customerStars, formatAverage, type RatingSummary } from '@brillo/domain/rating-average';
import { ratingsTexts } from '@brillo/domain/texts/ratings.es-CL';

const texts = ratingsTexts.summary;

/** One star glyph: full, half (a full star clipped at its middle over an empty one) or empty. */
export function Star({ fill, size = 18 }: { fill: 'full' | 'half' | 'empty'; size?: number }) {
  const clipId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden focusable="false">
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width="12" height="24" />
        </clipPath>
      </defs>
      <path
        d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
        fill={fill === 'full' ? 'var(--mantine-color-yellow-8)' : 'none'}
        stroke="var(--mantine-color-yellow-8)"
        strokeWidth="1.5"
      />
      {fill === 'half' && (
        <path
          d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
          fill="var(--mantine-color-yellow-8)"
          clipPath={`url(#${clipId})`}
        />
      )}
    </svg>
  );
}

/**
 * An agent's average as customers see it (decision 29): five stars with a half star for a
 * fraction of 0.5 or more, the average to one decimal and the count; 'Sin evaluaciones' without
 * ratings. Screen readers hear the stars as '4,6 de 5'.
 */
export function StarRating({ summary }: { summary: RatingSummary }) {
  const stars = customerStars(summary);
  if (stars === null || summary.average === null) {
    return (
      <Text size="sm" c="gray.7">
        {texts.none}
      </Text>
    );
  }
  const average = formatAverage(summary.average);
  return (
    // In a narrow card the count goes under the stars rather than past the card's edge.
    <Group gap={6} style={{ rowGap: 2 }}>
      <Group gap={1} role="img" aria-label={texts.outOfFive(average)} wrap="nowrap">
        {[1, 2, 3, 4, 5].map((star) => (
          <Star
            key={star}
            fill={
              star <= stars.full ? 'full' : star === stars.full + 1 && stars.half ? 'half' : 'empty'
            }
          />
        ))}
      </Group>
      <Text size="sm" fw={600} aria-hidden>
        {average}
      </Text>
      <Text size="sm" c="gray.7">
        ({texts.count(summary.count)})
      </Text>
    </Group>
  );
}

/**
 * Whole stars, `stars` of five filled: one booking's rating, or the agent dashboard's average
 * rounded to a whole star (decision 29). Screen readers hear '4 de 5 estrellas'.
 */
export function WholeStars({ stars, size = 18 }: { stars: number; size?: number }) {
  return (
    <Group gap={1} role="img" aria-label={ratingsTexts.stars(stars)} wrap="nowrap">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} size={size} fill={star <= stars ? 'full' : 'empty'} />
      ))}
    </Group>
  );
}
