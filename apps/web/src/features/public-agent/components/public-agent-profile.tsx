import { Avatar, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  isCalendarDay,
  type AgentDaySlots,
  type OfferedSlot,
} from '@brillo/domain/contracts/discovery';
import type { PublicAgent, StarCounts } from '@brillo/domain/contracts/public-agent';
import { publicAgentTexts } from '@brillo/domain/texts/public-agent.es-CL';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import {
  formatDayHeading,
  formatSlotTimes,
  instantToWallTime,
  todayIn,
} from '@brillo/domain/zoned-time';
import { FavouriteToggle } from '@/components/favourite-toggle';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { StarRating, WholeStars } from '@/components/star-rating';
import { VerifiedBadge } from '@/components/verified-badge';
import { paths } from '@/config/paths';
import { formatClp, formatHours } from '@/lib/booking-display';
import { withReturnPath } from '@/lib/return-path';
import { usePublicAgentSlots, usePublicReviews } from '../api/public-agent';
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

/** A titled section of the profile listing short items as chips, or saying there are none. */
function ChipsSection({
  id,
  title,
  empty,
  items,
}: {
  id: string;
  title: string;
  empty: string;
  items: readonly string[];
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {items.length === 0 ? (
        <Text>{empty}</Text>
      ) : (
        <Group gap={6} component="ul" className={classes.plainList}>
          {items.map((item) => (
            <Badge key={item} component="li" variant="outline" color="gray.7" tt="none">
              {item}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

export function formatReviewMonth(month: string): string {
  return monthFormat.format(new Date(`${month}-15T12:00:00Z`));
}

/** What confirms a customer's booking of the chosen slot; `onClose` goes back to the slots. */
export type RenderConfirm = (props: {
  agent: AgentDaySlots['agent'];
  slot: OfferedSlot;
  onClose: () => void;
}) => ReactNode;

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

/** The day and slot chosen on the profile, kept in the address (`?day=…&slot=…`). */
function useChoice(timeZone: string) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('day');
  const day = asked && isCalendarDay(asked) && asked >= todayIn(timeZone) ? asked : null;
  const slotId = day ? params.get('slot') : null;
  function choose(next: { day: string; slotId?: string }, replace = false) {
    const query = new URLSearchParams({ day: next.day });
    if (next.slotId) query.set('slot', next.slotId);
    setParams(query, { replace, preventScrollReset: true });
  }
  return { day, slotId, choose };
}

/** The slots of the chosen day, as toggle buttons; what follows the choice is the caller's. */
function DaySlots({
  agentId,
  day,
  slotId,
  timeZone,
  onChoose,
  children,
}: {
  agentId: string;
  day: string;
  slotId: string | null;
  timeZone: string;
  onChoose: (slotId: string) => void;
  /** What the chosen slot leads to: the confirmation, or the way to sign in. */
  children: (slot: OfferedSlot, agent: AgentDaySlots['agent']) => ReactNode;
}) {
  const slots = usePublicAgentSlots(agentId, day);
  const heading = formatDayHeading(day, timeZone);
  const chosen = slots.data?.slots.find((slot) => slot.id === slotId) ?? null;
  let body;
  if (slots.isPending) body = <LoadingState text={texts.slotsLoading} />;
  else if (slots.isError)
    body = (
      <LoadFailed
        text={texts.slotsFailed}
        onRetry={() => void slots.refetch()}
        retrying={slots.isFetching}
      />
    );
  else if (slots.data.slots.length === 0) body = <Text>{texts.noSlots}</Text>;
  else
    body = (
      <Stack gap="sm">
        {slotId && !chosen ? <Text>{texts.slotGone}</Text> : null}
        <ul className={classes.slotList}>
          {slots.data.slots.map((slot) => (
            <li key={slot.id}>
              <Button
                variant={slot.id === slotId ? 'filled' : 'outline'}
                aria-pressed={slot.id === slotId}
                onClick={() => onChoose(slot.id)}
                fullWidth
                className={classes.slotButton}
              >
                {texts.slotLine(
                  formatSlotTimes(slot.startTime, slot.endTime, timeZone),
                  texts.hours(formatHours(slot.hours)),
                )}
              </Button>
            </li>
          ))}
        </ul>
      </Stack>
    );
  return (
    <Stack gap="md">
      <Stack gap="sm" component="section" aria-labelledby="day-slots-title">
        <Title order={3} size="h4" id="day-slots-title">
          {texts.slotsTitle(heading)}
        </Title>
        {body}
      </Stack>
      {chosen && slots.data ? children(chosen, slots.data.agent) : null}
    </Stack>
  );
}

/** Where a signed-out visitor goes to sign in or sign up, coming back to `returnPath`. */
function SignInCard({
  title,
  prompt,
  returnPath,
}: {
  title: string;
  prompt: string;
  returnPath: string;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="sign-in-title">
      <Stack gap="sm" align="flex-start">
        <Title order={3} size="h4" id="sign-in-title" tabIndex={-1}>
          {title}
        </Title>
        <Text>{prompt}</Text>
        <Group gap="sm" component="nav" aria-label={texts.signInActions}>
          <Button component={Link} to={withReturnPath(paths.signIn, returnPath)}>
            {texts.signIn}
          </Button>
          <Button
            component={Link}
            to={withReturnPath(paths.customerSignup, returnPath)}
            variant="outline"
          >
            {texts.signUp}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function NextDays({
  agent,
  viewer,
  timeZone,
  renderConfirm,
}: {
  agent: PublicAgent;
  viewer: Viewer;
  timeZone: string;
  renderConfirm?: RenderConfirm;
}) {
  const location = useLocation();
  const { day, slotId, choose } = useChoice(timeZone);
  const returnPath = `${location.pathname}${location.search}`;
  const days = agent.availableDays;
  const canChoose = viewer !== 'other';
  // Nothing in the next 14 days: the first day with a slot, up to 90 days ahead.
  const laterDay =
    days.length === 0 && agent.nextSlotStart
      ? instantToWallTime(new Date(agent.nextSlotStart), timeZone).date
      : null;
  const dayButton = (value: string, label?: string) => {
    const heading = formatDayHeading(value, timeZone);
    return (
      <Button
        variant={value === day ? 'filled' : 'light'}
        aria-pressed={value === day}
        aria-label={texts.dayLink(heading)}
        onClick={() => choose({ day: value })}
      >
        {label ?? heading}
      </Button>
    );
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="days-title">
      <Title order={2} size="h3" id="days-title">
        {texts.daysTitle}
      </Title>
      {days.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text>{texts.noDays}</Text>
          {laterDay ? (
            <>
              <Text>{texts.nextLater(formatDayHeading(laterDay, timeZone))}</Text>
              {canChoose
                ? dayButton(laterDay, texts.dayLink(formatDayHeading(laterDay, timeZone)))
                : null}
            </>
          ) : null}
        </Stack>
      ) : (
        <>
          {canChoose ? <Text>{texts.daysIntro}</Text> : null}
          <Group gap="xs" component="ul" className={classes.plainList}>
            {days.map((value) => (
              <li key={value}>
                {canChoose ? (
                  dayButton(value)
                ) : (
                  <Badge variant="outline" color="gray.7" size="lg" tt="none">
                    {formatDayHeading(value, timeZone)}
                  </Badge>
                )}
              </li>
            ))}
          </Group>
        </>
      )}
      {canChoose && day ? (
        <DaySlots
          key={day}
          agentId={agent.id}
          day={day}
          slotId={slotId}
          timeZone={timeZone}
          onChoose={(id) => choose({ day, slotId: id })}
        >
          {(slot, slotAgent) =>
            viewer === 'customer' ? (
              (renderConfirm?.({
                agent: slotAgent,
                slot,
                onClose: () => choose({ day }, true),
              }) ?? null)
            ) : (
              <SignInCard
                title={texts.slotSignInTitle}
                prompt={texts.slotSignInPrompt(
                  `${formatDayHeading(day, timeZone)}, ${formatSlotTimes(slot.startTime, slot.endTime, timeZone)}`,
                )}
                returnPath={returnPath}
              />
            )
          }
        </DaySlots>
      ) : null}
      {viewer === 'signed-out' && !(day && slotId) ? (
        <SignInCard title={texts.signInTitle} prompt={texts.signInPrompt} returnPath={returnPath} />
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
  renderConfirm,
}: {
  agent: PublicAgent;
  viewer: Viewer;
  timeZone: string;
  /** The booking's confirmation for a customer's chosen slot (the app's booking card). */
  renderConfirm?: RenderConfirm;
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
          {viewer === 'customer' ? (
            <div>
              <FavouriteToggle agentId={agent.id} name={agent.name} />
            </div>
          ) : null}
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

      <ChipsSection
        id="services-title"
        title={texts.servicesTitle}
        empty={texts.noServices}
        items={agent.services.map((service) => serviceNames[service])}
      />

      <ChipsSection
        id="area-title"
        title={texts.areaTitle}
        empty={texts.noArea}
        items={agent.comunas}
      />

      <NextDays agent={agent} viewer={viewer} timeZone={timeZone} renderConfirm={renderConfirm} />

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
