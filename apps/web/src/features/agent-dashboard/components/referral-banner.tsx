import { Accordion, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';

const texts = dashboardTexts.referral;

/** The address of the agent sign-up, to share. */
export function agentSignupUrl(): string {
  return new URL(paths.agentSignup, window.location.origin).href;
}

/**
 * The collapsible refer-a-colleague banner at the bottom of the dashboard (spec §2): closed at
 * first, opened with its button (keyboard too), with the sign-up link and a copy-link button.
 */
export function ReferralBanner() {
  async function copyLink() {
    try {
      await navigator.clipboard.writeText(agentSignupUrl());
      notify('success', texts.copied);
    } catch {
      notify('error', texts.copyFailed);
    }
  }

  return (
    <Accordion variant="separated" radius="md">
      <Accordion.Item value="referral">
        <Accordion.Control>
          <Text fw={600}>{texts.title}</Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm" align="flex-start">
            <Text>{texts.body}</Text>
            <Group gap="sm">
              <Anchor component={Link} to={paths.agentSignup}>
                {texts.link}
              </Anchor>
              <Button variant="light" size="xs" onClick={() => void copyLink()}>
                {texts.copy}
              </Button>
            </Group>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
