import { Stack, Text, Title } from '@mantine/core';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';

interface ProfileGreetingProps {
  name: string;
  /** The join date as people read it; left out until it is known. */
  joinedOn: string | undefined;
  /** The greeting is the page's title on some dashboards and a subtitle on others. */
  headingOrder: 1 | 2;
}

/** 'Hola, {name}' and, once known, 'Te uniste a Brillo el {date}' (spec §2, dashboards). */
export function ProfileGreeting({ name, joinedOn, headingOrder }: ProfileGreetingProps) {
  return (
    <Stack gap={4}>
      <Title order={headingOrder} style={{ overflowWrap: 'anywhere' }}>
        {dashboardTexts.greeting(name)}
      </Title>
      <Text c="gray.7" mih="1.55em">
        {joinedOn ? dashboardTexts.joinedOn(joinedOn) : null}
      </Text>
    </Stack>
  );
}
