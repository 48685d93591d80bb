import { useEffect } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { availabilityTexts } from '@brillo/domain/texts/availability.es-CL';
import { formatDayHeading, groupByLocalDay } from '@brillo/domain/zoned-time';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useSlots } from '../api/slots';
import { SlotCard } from './slot-card';
import { LoadingState, LoadFailed } from '@/components/load-states';

const texts = availabilityTexts.list;

/**
 * The agent's future slots (spec §2 "Edit availability"), soonest first and grouped by the day
 * they start on in the configured zone, a page at a time ('Ver más espacios').
 */
export function SlotList({ timeZone }: { timeZone: string }) {
  const slots = useSlots();
  const { isError, errorUpdatedAt } = slots;

  useEffect(() => {
    if (isError) notify('error', texts.loadFailed);
  }, [isError, errorUpdatedAt]);

  const addMore = (
    <Group>
      <Button component={Link} to={paths.schedules}>
        {texts.addMore}
      </Button>
    </Group>
  );

  if (slots.isPending) {
    return <LoadingState text={texts.loading} />;
  }
  if (slots.isError && !slots.data) {
    return <LoadFailed text={texts.loadFailed} onRetry={() => void slots.refetch()} />;
  }

  const all = slots.data.pages.flatMap((page) => page.slots);
  if (all.length === 0) {
    return (
      <Stack gap="md">
        <Text>{texts.empty}</Text>
        {addMore}
      </Stack>
    );
  }

  async function loadMore() {
    const result = await slots.fetchNextPage();
    if (result.isFetchNextPageError) notify('error', texts.loadFailed);
  }

  return (
    <Stack gap="lg">
      {addMore}
      {groupByLocalDay(all, timeZone).map((group) => (
        <section key={group.date} aria-labelledby={`day-${group.date}`}>
          <Title order={2} size="h4" id={`day-${group.date}`} mb="xs">
            {formatDayHeading(group.date, timeZone)}
          </Title>
          <Stack gap="sm">
            {group.slots.map((slot) => (
              <SlotCard key={slot.id} slot={slot} timeZone={timeZone} />
            ))}
          </Stack>
        </section>
      ))}
      {slots.hasNextPage ? (
        <Group>
          <Button
            variant="light"
            loading={slots.isFetchingNextPage}
            onClick={() => void loadMore()}
          >
            {texts.loadMore}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
