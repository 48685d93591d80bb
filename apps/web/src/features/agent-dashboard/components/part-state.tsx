import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';

/** A dashboard part waiting for its data: a spinner and a Spanish sentence, announced politely. */
export function PartLoading({ text }: { text: string }) {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden />
      <Text>{text}</Text>
    </Group>
  );
}

/** A dashboard part whose read failed: its Spanish message and a retry; the rest stays. */
export function PartError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light">
      <Stack gap="xs" align="flex-start">
        <Text>{text}</Text>
        <Button variant="light" size="xs" onClick={onRetry}>
          {dashboardTexts.retry}
        </Button>
      </Stack>
    </Alert>
  );
}

interface FieldListProps {
  fields: readonly { label: string; value: ReactNode }[];
}

/** Label and value pairs as a description list, one pair a line. */
export function FieldList({ fields }: FieldListProps) {
  return (
    <Stack component="dl" gap={6} m={0}>
      {fields.map(({ label, value }) => (
        <Group key={label} component="div" gap={6} wrap="wrap" align="baseline">
          <Text component="dt" fw={600} size="sm">
            {label}:
          </Text>
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
