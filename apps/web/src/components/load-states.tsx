import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';

/** Data on its way: a spinner and a Spanish sentence, announced politely. */
export function LoadingState({ text }: { text: string }) {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden />
      <Text>{text}</Text>
    </Group>
  );
}

interface LoadFailedProps {
  text: string;
  onRetry: () => void;
  /** While the retry is under way, its button shows so. */
  retrying?: boolean;
}

/** A read that failed: its Spanish message and 'Reintentar'; the rest of the page stays. */
export function LoadFailed({ text, onRetry, retrying = false }: LoadFailedProps) {
  return (
    <Alert color="red" variant="light">
      <Stack gap="sm" align="flex-start">
        <Text>{text}</Text>
        <Button variant="light" size="xs" loading={retrying} onClick={onRetry}>
          {commonTexts.controls.retry}
        </Button>
      </Stack>
    </Alert>
  );
}
