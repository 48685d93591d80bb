import { Avatar, Button, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { memo, useDeferredValue, useState } from 'react';
import type { ClosestAgent } from '@brillo/domain/contracts/discovery';
import { CLOSEST_PAGE_SIZE, paginationWindow } from '@brillo/domain/discovery-rules';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { formatSlotRange, instantToWallTime } from '@brillo/domain/zoned-time';
import { FavouriteToggle } from '@/components/favourite-toggle';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { VerifiedBadge } from '@/components/verified-badge';
import { useClosestAvailability } from '../api/discovery';
import classes from './customer-dashboard.module.css';

const texts = discoveryTexts.nearby;

interface NearbyAvailabilityProps {
  timeZone: string;
  /** Every agent, not only those who work in the customer's comuna (decision 43). */
  allComunas: boolean;
  /** Opens the agent's day: the day of its next slot, and its slots. */
  onChoose: (day: string, agentId: string) => void;
}

/**
 * One agent and its next slot; a favourite (PD-46) also has its toggle, pressed, beside the
 * button that opens its day (a button may not hold another).
 */
function NearbyItem({
  agent,
  timeZone,
  onChoose,
  favourite = false,
}: { agent: ClosestAgent; favourite?: boolean } & Omit<NearbyAvailabilityProps, 'allComunas'>) {
  const slot = agent.closestAvailability;
  const when = formatSlotRange(slot.startTime, slot.endTime, timeZone);
  return (
    <li className={favourite ? classes.favouriteItem : undefined}>
      <UnstyledButton
        className={classes.nearbyItem}
        onClick={() => onChoose(instantToWallTime(slot.startTime, timeZone).date, agent.id)}
      >
        <Group gap="sm" wrap="nowrap">
          {/* Small initials: white on the brand's dark green, whatever the name, so they meet
              the contrast rules (a name's own light colour may not at this size). */}
          <Avatar
            src={agent.avatarUrl}
            alt=""
            name={agent.name}
            variant="filled"
            color="brillo.8"
            radius="xl"
          />
          <Stack gap={0}>
            <Group gap={6}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {agent.name}
              </Text>
              {agent.verified ? <VerifiedBadge size="sm" /> : null}
            </Group>
            <Text size="sm" c="gray.7">
              {texts.next(when)}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
      {favourite ? <FavouriteToggle agentId={agent.id} name={agent.name} /> : null}
    </li>
  );
}

/**
 * 'Disponibilidad cercana' (spec §2, §9; decisions 33, 43): agents by their next available slot,
 * those who work in the customer's comuna unless `allComunas`, four a page, with a window of five
 * page numbers. On page 1 the customer's favourites with a slot come first, whatever their
 * comuna (PD-46).
 */
export const NearbyAvailability = memo(function NearbyAvailability({
  timeZone,
  allComunas,
  onChoose,
}: NearbyAvailabilityProps) {
  const [page, setPage] = useState(1);
  const closest = useClosestAvailability(page, allComunas);
  // An answer re-renders at once, in one task (React Query hands it over through
  // useSyncExternalStore); the list of agents, the costly part, renders from a deferred copy, in a
  // transition, sliced.
  const listed = useDeferredValue(closest.data);
  const comuna = closest.data?.comuna ?? null;
  const pages = closest.data ? Math.ceil(closest.data.total / CLOSEST_PAGE_SIZE) : 0;
  // After a booking the list can shrink under the page shown: go to its new last page (state
  // adjusted while rendering, as React recommends for state derived from new data).
  if (pages > 0 && page > pages) setPage(pages);

  let body;
  if (closest.isError)
    body = (
      <LoadFailed
        text={texts.loadFailed}
        onRetry={() => void closest.refetch()}
        retrying={closest.isFetching}
      />
    );
  else if (!listed) body = <LoadingState text={texts.loading} />;
  else {
    // The favourites come first (PD-46); the page leaves out those already shown among them.
    const { favourites } = listed;
    const shown = new Set(favourites.map((agent) => agent.id));
    const others = listed.agents.filter((agent) => !shown.has(agent.id));
    body = (
      <>
        {favourites.length > 0 ? (
          <Stack
            gap={4}
            component="section"
            aria-labelledby="nearby-favourites-title"
            className={classes.nearbyFavourites}
          >
            <Title order={3} size="h5" id="nearby-favourites-title">
              {discoveryTexts.favourites.title}
            </Title>
            <ul className={classes.plainList}>
              {favourites.map((agent) => (
                <NearbyItem
                  key={agent.id}
                  agent={agent}
                  timeZone={timeZone}
                  onChoose={onChoose}
                  favourite
                />
              ))}
            </ul>
          </Stack>
        ) : null}
        {listed.agents.length === 0 ? (
          <Text c="gray.7">{texts.empty}</Text>
        ) : others.length > 0 ? (
          <ul className={classes.plainList}>
            {others.map((agent) => (
              <NearbyItem key={agent.id} agent={agent} timeZone={timeZone} onChoose={onChoose} />
            ))}
          </ul>
        ) : null}
      </>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="nearby-title">
      <Title order={2} size="h3" id="nearby-title">
        {texts.title}
      </Title>
      {comuna !== null ? (
        <Text size="sm" c="gray.7">
          {discoveryTexts.filters.worksIn(comuna)}
        </Text>
      ) : null}
      {body}
      {pages > 1 ? (
        <nav aria-label={texts.pagination}>
          <Group gap={4} wrap="wrap">
            <Button
              variant="subtle"
              size="compact-md"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
              aria-label={texts.previousPage}
            >
              <span aria-hidden>‹</span>
            </Button>
            {paginationWindow(page, pages).map((number) => (
              <Button
                key={number}
                size="compact-md"
                variant={number === page ? 'filled' : 'subtle'}
                aria-current={number === page ? 'page' : undefined}
                aria-label={texts.page(number)}
                onClick={() => setPage(number)}
              >
                {number}
              </Button>
            ))}
            <Button
              variant="subtle"
              size="compact-md"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
              aria-label={texts.nextPage}
            >
              <span aria-hidden>›</span>
            </Button>
          </Group>
        </nav>
      ) : null}
    </Stack>
  );
});
