import { useEffect, type ReactNode } from 'react';
import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { ProfileGreeting } from '@/components/profile-greeting';
import { fetchFailureLogs, useAgentBio } from '../api/dashboard';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { RatingStars } from './rating-stars';

interface ProfileHeaderProps {
  name: string;
  joinedOn: string | undefined;
  /** What the avatar place shows: `<DefaultAvatar />`, or the avatar editor. */
  avatar: ReactNode;
}

/**
 * The default avatar and its hint, shown in the header's avatar place until the avatar editor
 * (features/agent-files) is given there instead.
 */
export function DefaultAvatar() {
  return (
    <Stack gap={4} align="center" data-testid="avatar-slot">
      <Avatar size={96} radius={96} color="brillo" alt={agentFilesTexts.avatar.defaultAlt} />
      <Text size="xs" c="gray.7">
        {agentFilesTexts.avatar.editHint}
      </Text>
    </Stack>
  );
}

/** The biography in quotes, or the spec's fallback. */
function Biography() {
  const bio = useAgentBio();
  const { isError, errorUpdatedAt, error } = bio;
  useEffect(() => {
    if (isError) console.error(fetchFailureLogs.bio, error);
  }, [isError, errorUpdatedAt, error]);
  if (bio.isPending) return <LoadingState text={dashboardTexts.bio.loading} />;
  if (bio.isError) {
    return <LoadFailed text={dashboardTexts.bio.loadFailed} onRetry={() => void bio.refetch()} />;
  }
  const text = bio.data.bio.trim();
  return (
    <Text
      fs={text ? 'italic' : undefined}
      style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
    >
      {text ? dashboardTexts.bio.quoted(text) : dashboardTexts.bio.empty}
    </Text>
  );
}

/**
 * The profile header (spec §2): the avatar with '(presiona para editar)', 'Hola, {name}', the
 * join date, the star rating and the biography.
 */
export function ProfileHeader({ name, joinedOn, avatar }: ProfileHeaderProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group align="flex-start" gap="lg" wrap="wrap">
        {avatar}
        <Stack gap="xs" style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <ProfileGreeting name={name} joinedOn={joinedOn} headingOrder={2} />
          <RatingStars />
          <Biography />
        </Stack>
      </Group>
    </Paper>
  );
}
