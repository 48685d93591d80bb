import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { memo, useId, useState } from 'react';
import { generatePath, Link } from 'react-router';
import type { AvailableAgent } from '@brillo/domain/contracts/discovery';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { publicAgentTexts } from '@brillo/domain/texts/public-agent.es-CL';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { FavouriteToggle } from '@/components/favourite-toggle';
import { StarRating } from '@/components/star-rating';
import { VerifiedBadge } from '@/components/verified-badge';
import { paths } from '@/config/paths';
import { formatClp } from '@/lib/booking-display';
import classes from './customer-dashboard.module.css';

const texts = discoveryTexts.agents;
const serviceNames = registrationTexts.choices.services;

interface AgentCardProps {
  agent: AvailableAgent;
  chosen: boolean;
  onChoose: (agentId: string) => void;
}

/**
 * One agent as customers see it (spec §2, §3): avatar (the default one when there is none), name,
 * stars with the average, rate, extra services, the 'Disponible' badge and, for an agent whose
 * documents were approved, 'Verificado' (PD-37). The biography shows
 * on hover, and also while anything in the card has the focus or after a tap on 'Ver biografía'
 * (decision 31). 'Ver perfil' opens the agent's public profile (PD-45).
 */
function AgentCard({ agent, chosen, onChoose }: AgentCardProps) {
  const bioId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const bioShown = hovered || focused || pinned;
  return (
    <Card
      withBorder
      padding="md"
      component="article"
      aria-label={agent.name}
      data-chosen={chosen || undefined}
      className={classes.agentCard}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar
            src={agent.avatarUrl}
            alt={texts.avatarAlt(agent.name)}
            name={agent.name}
            color="initials"
            size="lg"
            radius="xl"
          />
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {agent.name}
            </Title>
            <Group gap={6}>
              <Badge color="brillo.8" variant="filled" className={classes.badge}>
                {texts.available}
              </Badge>
              {agent.verified ? <VerifiedBadge className={classes.badge} /> : null}
            </Group>
            <StarRating summary={agent.rating} />
            <Text fw={600}>{texts.rate(formatClp(agent.hourlyRate))}</Text>
          </Stack>
        </Group>
        <div>
          <Text size="sm" fw={600}>
            {texts.services}
          </Text>
          {agent.services.length === 0 ? (
            <Text size="sm" c="gray.7">
              {texts.noServices}
            </Text>
          ) : (
            <Group gap={6} mt={4} component="ul" className={classes.plainList}>
              {agent.services.map((service) => (
                <Badge key={service} component="li" variant="outline" color="gray.7" tt="none">
                  {serviceNames[service]}
                </Badge>
              ))}
            </Group>
          )}
        </div>
        <Button
          variant={chosen ? 'filled' : 'light'}
          aria-pressed={chosen}
          aria-label={texts.choose(agent.name)}
          onClick={() => onChoose(agent.id)}
        >
          {texts.seeSlots}
        </Button>
        {/* Saving the agent for later, 'Mis agentes' (PD-46). */}
        <FavouriteToggle agentId={agent.id} name={agent.name} />
        <Anchor
          component={Link}
          to={generatePath(paths.publicAgentProfile, { id: agent.id })}
          aria-label={publicAgentTexts.seeProfileOf(agent.name)}
          size="sm"
        >
          {publicAgentTexts.seeProfile}
        </Anchor>
        {/* Last, so that revealing it on hover never moves the buttons under the pointer. */}
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={bioShown}
            aria-controls={bioId}
            onClick={() => setPinned((value) => !value)}
          >
            {pinned ? texts.hideBio : texts.showBio}
          </Button>
          <Text id={bioId} size="sm" mt={4} hidden={!bioShown} style={{ overflowWrap: 'anywhere' }}>
            {agent.bio.trim() ? agent.bio : texts.noBio}
          </Text>
        </div>
      </Stack>
    </Card>
  );
}

interface DayAgentsProps {
  agents: AvailableAgent[];
  chosenAgentId: string | null;
  onChoose: (agentId: string) => void;
}

/** The agents of the chosen day, as cards. */
export const DayAgents = memo(function DayAgents({
  agents,
  chosenAgentId,
  onChoose,
}: DayAgentsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {agents.map((agent) => (
        <AgentCard
          key={agent.id}
          agent={agent}
          chosen={agent.id === chosenAgentId}
          onChoose={onChoose}
        />
      ))}
    </SimpleGrid>
  );
});
