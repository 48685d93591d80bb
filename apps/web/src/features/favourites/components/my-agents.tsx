import { Avatar, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { generatePath, Link } from 'react-router';
import type { FavouriteAgent } from '@brillo/domain/contracts/favourites';
import { formatClp } from '@brillo/domain/format-booking';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { favouritesTexts } from '@brillo/domain/texts/favourites.es-CL';
import { formatDayHeading, instantToWallTime } from '@brillo/domain/zoned-time';
import { FavouriteToggle } from '@/components/favourite-toggle';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { StarRating } from '@/components/star-rating';
import { VerifiedBadge } from '@/components/verified-badge';
import { paths } from '@/config/paths';
import { useFavourites } from '@/hooks/use-favourites';

const texts = favouritesTexts.page;

/** 'lunes, 7 de diciembre, 9:00 a. m.' on the market's clock. */
function formatNextSlot(start: string, timeZone: string): string {
  const { date } = instantToWallTime(new Date(start), timeZone);
  const time = new Intl.DateTimeFormat('es-CL', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).format(new Date(start));
  return `${formatDayHeading(date, timeZone)}, ${time}`;
}

/** The agent's profile opened on the slots of the day of `start`, ready to book one. */
function bookingPath(agentId: string, start: string, timeZone: string): string {
  const query = new URLSearchParams({ day: instantToWallTime(new Date(start), timeZone).date });
  return `${generatePath(paths.publicAgentProfile, { id: agentId })}?${query.toString()}`;
}

function FavouriteCard({ agent, timeZone }: { agent: FavouriteAgent; timeZone: string }) {
  return (
    <Card withBorder padding="md" component="article" aria-label={agent.name}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar
            src={agent.avatarUrl}
            alt={discoveryTexts.agents.avatarAlt(agent.name)}
            name={agent.name}
            color="initials"
            size="lg"
            radius="xl"
          />
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {agent.name}
            </Title>
            {agent.verified ? <VerifiedBadge /> : null}
            <StarRating summary={agent.rating} />
            <Text fw={600}>{texts.perHour(formatClp(agent.hourlyRate))}</Text>
          </Stack>
        </Group>
        <div>
          <Text size="sm" fw={600}>
            {texts.nextAvailability}
          </Text>
          <Text size="sm" data-testid="next-availability">
            {agent.nextSlotStart
              ? formatNextSlot(agent.nextSlotStart, timeZone)
              : texts.noAvailability}
          </Text>
        </div>
        <Group gap="sm" justify="space-between">
          {agent.nextSlotStart ? (
            <Button
              component={Link}
              to={bookingPath(agent.id, agent.nextSlotStart, timeZone)}
              aria-label={texts.bookLabel(agent.name)}
            >
              {texts.book}
            </Button>
          ) : null}
          <FavouriteToggle agentId={agent.id} name={agent.name} />
        </Group>
      </Stack>
    </Card>
  );
}

/** 'Mis agentes' (PD-46): the customer's favourites with their next availability and a way to book. */
export function MyAgents({ timeZone }: { timeZone: string }) {
  const favourites = useFavourites();
  if (favourites.isPending) return <LoadingState text={texts.loading} />;
  if (favourites.isError)
    return (
      <LoadFailed
        text={texts.loadFailed}
        onRetry={() => void favourites.refetch()}
        retrying={favourites.isFetching}
      />
    );
  if (favourites.data.agents.length === 0) return <Text>{texts.empty}</Text>;
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      component="ul"
      aria-label={texts.listLabel}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {favourites.data.agents.map((agent) => (
        <li key={agent.id}>
          <FavouriteCard agent={agent} timeZone={timeZone} />
        </li>
      ))}
    </SimpleGrid>
  );
}
