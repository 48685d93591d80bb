import { Avatar, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { PublicAgent, StarCounts } from '@brillo/domain/contracts/public-agent';
import { publicAgentTexts } from '@brillo/domain/texts/public-agent.es-CL';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { formatDayHeading } from '@brillo/domain/zoned-time';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { StarRating, WholeStars } from '@/components/star-rating';
import { VerifiedBadge } from '@/components/verified-badge';
import { paths } from '@/config/paths';
import { formatClp } from '@/lib/booking-display';
import { usePublicReviews } from '../api/public-agent';
import classes from './public-agent-profile.module.css';

const texts = publicAgentTexts;
const serviceNames = registrationTexts.choices.services;
const STARS = [5, 4, 3, 2, 1] as const;

/** Who is looking: a customer books, anyone signed out is asked to sign in, others only read. */
export type Viewer = 'customer' | 'signed-out' | 'other';

/** A review's month, 'YYYY-MM', as Chile writes it: 'noviembre de 2026'. */
const monthFormat = new Intl.DateTimeFormat('es-CL', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
export function formatReviewMonth(month: string): string {
  return monthFormat.format(new Date(`${month}-15T12:00:00Z`));
}

/** Where a customer books the agent's slots of a day: the dashboard with the agent chosen. */
export function bookingPath(agentId: string, day: string): string {
  return `${paths.customerDashboard}?${new URLSearchParams({ day, agent: agentId }).toString()}`;
}

/** The count of each star as text, with a bar beside it that only repeats the number. */
function StarBreakdown({ stars, total }: { stars: StarCounts; total: number }) {
  return (
    <ul className={classes.plainList} aria-label={texts.breakdownLabel}>
      {STARS.map((star) => (
        <li key={star} className={classes.breakdownLine}>
          <Text size="sm">{texts.starLine(star, stars[star])}</Text>
          <Progress
            value={total > 0 ? (stars[star] / total) * 100 : 0}
            color="yellow.8"
            size="md"
            aria-hidden
          />
        </li>
      ))}
    </ul>
  );
}

function Reviews({ agentId, count }: { agentId: string; count: number }) {
  const reviews = usePublicReviews(agentId, count > 0);
  let body;
  if (count === 0) body = <Text>{texts.noReviews}</Text>;
  else if (reviews.isPending) body = <LoadingState text={texts.reviewsLoading} />;
  else if (reviews.isError)
    body = (
      <LoadFailed
        text={texts.reviewsFailed}
        onRetry={() => void reviews.refetch()}
        retrying={reviews.isFetching}
      />
    );
  else {
    const shown = reviews.data.pages.flatMap((page) => page.reviews);
    body = (
      <Stack gap="sm">
        {shown.length === 0 ? (
          <Text>{texts.noReviews}</Text>
        ) : (
          <Stack gap="sm" component="ul" className={classes.plainList}>
            {shown.map((review) => (
              <Card key={review.id} withBorder padding="sm" component="li">
                <Stack gap={4}>
                  <WholeStars stars={review.stars} size={16} />
                  {/* React writes the comment as text: markup in it shows as typed. */}
                  <Text className={classes.comment}>
                    {review.comment.trim() ? review.comment : texts.noComment}
                  </Text>
                  <Text size="sm" c="gray.7" className={classes.wrap}>
                    {texts.reviewBy(review.firstName, formatReviewMonth(review.month))}
                  </Text>
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
        {reviews.hasNextPage ? (
          <Button
            variant="light"
            onClick={() => void reviews.fetchNextPage()}
            loading={reviews.isFetchingNextPage}
            style={{ alignSelf: 'flex-start' }}
          >
            {texts.more}
          </Button>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="reviews-title">
      <Title order={2} size="h3" id="reviews-title">
        {texts.reviewsTitle}
      </Title>
      {body}
    </Stack>
  );
}

function NextDays({
  agent,
  viewer,
  timeZone,
}: {
  agent: PublicAgent;
  viewer: Viewer;
  timeZone: string;
}) {
  const days = agent.availableDays;
  return (
    <Stack gap="sm" component="section" aria-labelledby="days-title">
      <Title order={2} size="h3" id="days-title">
        {texts.daysTitle}
      </Title>
      {days.length === 0 ? (
        <Text>{texts.noDays}</Text>
      ) : (
        <>
          {viewer === 'customer' ? <Text>{texts.daysIntro}</Text> : null}
          <Group gap="xs" component="ul" className={classes.plainList}>
            {days.map((day) => {
              const heading = formatDayHeading(day, timeZone);
              return (
                <li key={day}>
                  {viewer === 'customer' ? (
                    <Button
                      component={Link}
                      to={bookingPath(agent.id, day)}
                      variant="light"
                      aria-label={texts.dayLink(heading)}
                    >
                      {heading}
                    </Button>
                  ) : (
                    <Badge variant="outline" color="gray.7" size="lg" tt="none">
                      {heading}
                    </Badge>
                  )}
                </li>
              );
            })}
          </Group>
        </>
      )}
      {viewer === 'signed-out' ? (
        <Card withBorder padding="md" component="section" aria-labelledby="sign-in-title">
          <Stack gap="sm" align="flex-start">
            <Title order={3} size="h4" id="sign-in-title">
              {texts.signInTitle}
            </Title>
            <Text>{texts.signInPrompt}</Text>
            <Group gap="sm" component="nav" aria-label={texts.signInActions}>
              <Button component={Link} to={paths.signIn}>
                {texts.signIn}
              </Button>
              <Button component={Link} to={paths.customerSignup} variant="outline">
                {texts.signUp}
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : null}
      {viewer === 'other' && days.length > 0 ? (
        <Text c="gray.7">{texts.agentCallerNote}</Text>
      ) : null}
    </Stack>
  );
}

/**
 * The public agent profile (PD-45): who the agent is, what they offer, how customers rated them,
 * the latest reviews, and the next days with availability with the way to book them.
 */
export function PublicAgentProfile({
  agent,
  viewer,
  timeZone,
}: {
  agent: PublicAgent;
  viewer: Viewer;
  timeZone: string;
}) {
  return (
    <Stack gap="xl">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar
          src={agent.avatarUrl}
          alt={texts.avatarAlt(agent.name)}
          name={agent.name}
          color="initials"
          size="xl"
          radius="xl"
        />
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Title order={1} className={classes.wrap}>
            {agent.name}
          </Title>
          {agent.verified ? <VerifiedBadge style={{ alignSelf: 'flex-start' }} /> : null}
          <StarRating summary={agent.rating} />
          <Text fw={600}>{texts.rate(formatClp(agent.hourlyRate))}</Text>
          {agent.comuna ? <Text>{texts.comuna(agent.comuna)}</Text> : null}
        </Stack>
      </Group>

      <Stack gap="xs" component="section" aria-labelledby="bio-title">
        <Title order={2} size="h3" id="bio-title">
          {texts.bioTitle}
        </Title>
        <Text className={classes.comment}>{agent.bio.trim() ? agent.bio : texts.noBio}</Text>
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="services-title">
        <Title order={2} size="h3" id="services-title">
          {texts.servicesTitle}
        </Title>
        {agent.services.length === 0 ? (
          <Text>{texts.noServices}</Text>
        ) : (
          <Group gap={6} component="ul" className={classes.plainList}>
            {agent.services.map((service) => (
              <Badge key={service} component="li" variant="outline" color="gray.7" tt="none">
                {serviceNames[service]}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>

      <NextDays agent={agent} viewer={viewer} timeZone={timeZone} />

      <Stack gap="sm" component="section" aria-labelledby="rating-title">
        <Title order={2} size="h3" id="rating-title">
          {texts.ratingTitle}
        </Title>
        <StarRating summary={agent.rating} />
        {agent.rating.count > 0 ? (
          <StarBreakdown stars={agent.rating.stars} total={agent.rating.count} />
        ) : null}
      </Stack>

      <Reviews agentId={agent.id} count={agent.rating.count} />
    </Stack>
  );
}
