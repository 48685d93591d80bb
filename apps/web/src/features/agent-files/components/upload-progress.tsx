import { Group, Progress, Stack, Text } from '@mantine/core';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';

interface UploadProgressProps {
  /** What is being sent, e.g. 'Subiendo documento…': the bar's name and the status read aloud. */
  label: string;
  percent: number;
}

/**
 * An upload's progress bar: named, with its value as a Spanish text ('45 % subido'), and a polite
 * status that says an upload started.
 */
export function UploadProgress({ label, percent }: UploadProgressProps) {
  const valueText = agentFilesTexts.docs.progress(percent);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" role="status">
          {label}
        </Text>
        <Text size="sm" aria-hidden>
          {valueText}
        </Text>
      </Group>
      <Progress.Root
        size="lg"
        radius="xl"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
      >
        <Progress.Section value={percent} withAria={false} />
      </Progress.Root>
    </Stack>
  );
}
