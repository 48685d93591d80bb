import { memo } from 'react';
import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { agentSorts, type AgentFilters, type AgentSort } from '@brillo/domain/agent-filters';
import { paginationWindow } from '@brillo/domain/discovery-rules';
import { extraServices } from '@brillo/domain/enums';
import { formatAverage } from '@brillo/domain/rating-average';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { formatClp } from '@/lib/booking-display';

const texts = discoveryTexts.filters;
const serviceNames = registrationTexts.choices.services;

/** The highest rates offered in 'Tarifa máxima'; a rate from the address joins them. */
const RATES = [8000, 10000, 12000, 15000, 20000, 25000, 30000];
/** The lowest averages offered in 'Calificación mínima'. */
const RATINGS = [3, 3.5, 4, 4.5];

/** The choices of a select: 'any' (the empty value) first, then each of `values`. */
function choices(
  values: number[],
  chosen: number | null,
  any: string,
  label: (n: number) => string,
) {
  const all = chosen === null || values.includes(chosen) ? values : [...values, chosen];
  return [
    { value: '', label: any },
    ...all
      .toSorted((a, b) => a - b)
      .map((value) => ({ value: String(value), label: label(value) })),
  ];
}

interface DayFiltersProps {
  filters: AgentFilters;
  /** A new choice: back to the first page. */
  onChange: (filters: AgentFilters) => void;
}

/**
 * The filters and the order of the agents of a day (decision 44): extra services, 'Tarifa máxima',
 * 'Calificación mínima', 'Solo verificados' and 'Ordenar por'. Native selects and checkboxes, each
 * with its label: usable with a keyboard, a screen reader and a thumb at 360 px.
 */
export const DayFilters = memo(function DayFilters({ filters, onChange }: DayFiltersProps) {
  const change = (next: Partial<AgentFilters>) => onChange({ ...filters, ...next, page: 1 });
  return (
    <Stack gap="sm" role="group" aria-label={texts.label}>
      <Checkbox.Group
        label={texts.services}
        value={filters.services}
        onChange={(values) =>
          change({ services: extraServices.filter((service) => values.includes(service)) })
        }
      >
        <Group gap="sm" mt={6}>
          {extraServices.map((service) => (
            <Checkbox key={service} value={service} label={serviceNames[service]} />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <NativeSelect
          label={texts.maxRate}
          value={filters.maxRate === null ? '' : String(filters.maxRate)}
          data={choices(RATES, filters.maxRate, texts.anyRate, (rate) =>
            texts.rateUpTo(formatClp(rate)),
          )}
          onChange={(event) =>
            change({
              maxRate: event.currentTarget.value ? Number(event.currentTarget.value) : null,
            })
          }
        />
        <NativeSelect
          label={texts.minRating}
          value={filters.minRating === null ? '' : String(filters.minRating)}
          data={choices(RATINGS, filters.minRating, texts.anyRating, (rating) =>
            texts.ratingFrom(formatAverage(rating)),
          )}
          onChange={(event) =>
            change({
              minRating: event.currentTarget.value ? Number(event.currentTarget.value) : null,
            })
          }
        />
        <NativeSelect
          label={texts.sort}
          value={filters.sort}
          data={agentSorts.map((sort) => ({ value: sort, label: texts.sorts[sort] }))}
          onChange={(event) => change({ sort: event.currentTarget.value as AgentSort })}
        />
      </SimpleGrid>
      <Checkbox
        label={texts.verifiedOnly}
        checked={filters.verifiedOnly}
        onChange={(event) => change({ verifiedOnly: event.currentTarget.checked })}
      />
    </Stack>
  );
});

interface AgentPagesProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** The pages of the agents of a day: previous, a window of page numbers, next. */
export function AgentPages({ page, pages, onPage }: AgentPagesProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={texts.pagination}>
      <Group gap={4} wrap="wrap">
        <Button
          variant="subtle"
          size="compact-md"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label={discoveryTexts.nearby.previousPage}
        >
          <span aria-hidden>‹</span>
        </Button>
        {paginationWindow(page, pages).map((number) => (
          <Button
            key={number}
            size="compact-md"
            variant={number === page ? 'filled' : 'subtle'}
            aria-current={number === page ? 'page' : undefined}
            aria-label={texts.page(number, pages)}
            onClick={() => onPage(number)}
          >
            {number}
          </Button>
        ))}
        <Button
          variant="subtle"
          size="compact-md"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          aria-label={discoveryTexts.nearby.nextPage}
        >
          <span aria-hidden>›</span>
        </Button>
      </Group>
    </nav>
  );
}
