import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import type { DocumentReview } from '@brillo/domain/contracts/verification';
import { formatLongDate } from '@brillo/domain/format';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';

const texts = verificationTexts;

/**
 * Where the review of a document stands, as its agent reads it (PD-37): in review, approved (and
 * when), or rejected with the reason from the list, the operator's note and what to do next.
 */
export function DocumentReviewState({
  review,
  timeZone,
}: {
  review: DocumentReview;
  timeZone: string;
}) {
  if (review.status === 'rejected') {
    return (
      <Alert color="red" variant="light" title={texts.status.rejected} data-review="rejected">
        <Stack gap={4}>
          {review.reason ? (
            <Text size="sm" c="gray.9">
              {texts.agent.rejectedHint(texts.reasons[review.reason])}
            </Text>
          ) : null}
          {review.note ? (
            <Text size="sm" c="gray.9" style={{ overflowWrap: 'anywhere' }}>
              {review.note}
            </Text>
          ) : null}
          <Text size="sm" fw={600} c="gray.9">
            {texts.agent.rejectedAction}
          </Text>
        </Stack>
      </Alert>
    );
  }
  const approved = review.status === 'approved';
  return (
    <Group gap="xs" wrap="wrap" data-review={review.status}>
      <Badge color={approved ? 'teal.9' : 'yellow.3'} c={approved ? undefined : 'dark.9'} tt="none">
        {texts.status[review.status]}
      </Badge>
      <Text size="sm" c="gray.7">
        {approved && review.reviewedAt
          ? texts.agent.approvedHint(formatLongDate(review.reviewedAt, timeZone))
          : texts.agent.pendingHint}
      </Text>
    </Group>
  );
}
