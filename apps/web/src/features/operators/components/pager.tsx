import { Button, Group, Text } from '@mantine/core';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';

const texts = operatorsTexts.pager;

interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages the list has (at least 1). */
  pages: number;
  onPage: (page: number) => void;
}

/** The pages of a console list: 'Anteriores', which page of how many (announced), 'Siguientes'. */
export function Pager({ page, pages, onPage }: PagerProps) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {texts.previous}
      </Button>
      <Text size="sm" aria-live="polite">
        {texts.pageOf(page, pages)}
      </Text>
      <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {texts.next}
      </Button>
    </Group>
  );
}
