import type { ReactNode } from 'react';
import { Stack, Text, type MantineSpacing } from '@mantine/core';

interface FirstItemsProps {
  /** How many items the list shows: the first ones. */
  shown: number;
  /** How many the whole list has. */
  total: number;
  /** The line under the items when some are left out: 'Se muestran 5 de 12.' */
  more: (shown: number, total: number) => string;
  /** The space between the items and that line. */
  gap?: MantineSpacing;
  /** The list of the items shown. */
  children: ReactNode;
}

/**
 * The first items of a longer list (an answer holds a page of them), and under them, when the
 * list has more, a quieter line saying how many of how many are shown.
 */
export function FirstItems({ shown, total, more, gap = 'sm', children }: FirstItemsProps) {
  return (
    <Stack gap={gap}>
      {children}
      {total > shown ? (
        <Text size="sm" c="gray.7">
          {more(shown, total)}
        </Text>
      ) : null}
    </Stack>
  );
}
