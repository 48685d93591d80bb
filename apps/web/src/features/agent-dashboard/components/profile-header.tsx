import { use, useEffect, type ReactNode } from 'react';
import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { FRAME_BIO_MARK } from '@brillo/domain/frame-data';
import { ProfileGreeting } from '@/components/profile-greeting';
import { RenderingFrame } from '@/components/reveal-together';
import { fetchFailureLogs, useAgentBio } from '../api/dashboard';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { RatingStars } from './rating-stars';

interface ProfileHeaderProps {
  name: string;
  /** The agent's email: whose biography a filled frame's may be (`takeFrameBio`). */
  email: string;
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

/**
 * The biography as the header shows it: in quotes, or the spec's fallback. The agent's frame
 * (ADR-087) renders the mark the API replaces with it, and hands the app the biography, so the
 * first screen shows the same text without reading it.
 */
function Biography({ email }: { email: string }) {
  if (use(RenderingFrame)) return <BiographyText text={FRAME_BIO_MARK} />;
  return <ReadBiography email={email} />;
}

function BiographyText({ text }: { text: string }) {
  return (
    <Text fs="italic" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
      {text}
    </Text>
  );
}

function ReadBiography({ email }: { email: string }) {
  const bio = useAgentBio(email);
  const { isError, errorUpdatedAt, error } = bio;
  useEffect(() => {
    if (isError) console.error(fetchFailureLogs.bio, error);
  }, [isError, errorUpdatedAt, error]);
  if (bio.isPending) return <LoadingState text={dashboardTexts.bio.loading} />;
  if (bio.isError) {
    return <LoadFailed text={dashboardTexts.bio.loadFailed} onRetry={() => void bio.refetch()} />;
  }
  return <BiographyText text={dashboardTexts.bio.shown(bio.data.bio)} />;
}

/**
 * The profile header (spec §2): the avatar with '(presiona para editar)', 'Hola, {name}', the
 * join date, the star rating and the biography.
 */
export function ProfileHeader({ name, email, joinedOn, avatar }: ProfileHeaderProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group align="flex-start" gap="lg" wrap="wrap">
        {avatar}
        <Stack gap="xs" style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <ProfileGreeting name={name} joinedOn={joinedOn} headingOrder={2} />
          <RatingStars />
          <Biography email={email} />
        </Stack>
      </Group>
    </Paper>
  );
}
