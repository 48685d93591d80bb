import { Button, Group } from '@mantine/core';

interface FilterActionsProps {
  filterLabel: string;
  clearLabel: string;
  /** Empties the filters, on screen and in the list. */
  onClear: () => void;
}

/** The buttons under a console list's filters: apply them (the form's submit), or clear them. */
export function FilterActions({ filterLabel, clearLabel, onClear }: FilterActionsProps) {
  return (
    <Group gap="sm" mt="sm">
      <Button type="submit">{filterLabel}</Button>
      <Button type="button" variant="default" onClick={onClear}>
        {clearLabel}
      </Button>
    </Group>
  );
}
