import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatClp } from '@brillo/domain/format-booking';
import { earningsTexts } from '@brillo/domain/texts/earnings.es-CL';
import { paths } from '@/config/paths';
import { useAvailableBalance } from '../api/dashboard';

const texts = earningsTexts.dashboard;

/**
 * The available balance and the link to 'Mis ganancias' (PD-41). The link is there whatever the
 * read answers; a failed read only says so in the line beside it.
 */
export function EarningsBalance() {
  const available = useAvailableBalance();
  const line = available.isSuccess
    ? texts.available(formatClp(available.data))
    : available.isError
      ? texts.loadFailed
      : texts.loading;
  return (
    <Group gap="sm" align="center">
      <Button component={Link} to={paths.earnings} variant="light">
        {earningsTexts.page.dashboardLink}
      </Button>
      <Text fw={available.isSuccess ? 600 : 400}>{line}</Text>
    </Group>
  );
}
