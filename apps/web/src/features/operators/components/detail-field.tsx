import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import classes from './operator-bookings.module.css';

/** One fact of a console record's page: its label, small and grey, over its value. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" className={classes.wrap}>
        {children}
      </Text>
    </div>
  );
}
