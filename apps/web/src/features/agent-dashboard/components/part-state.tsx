import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';

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
