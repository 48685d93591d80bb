import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { noAgentFilters, type AgentFilters } from '@brillo/domain/agent-filters';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { renderWithProviders } from '../../../../test/render';
import { AgentPages, DayFilters } from './day-filters';

const texts = discoveryTexts.filters;

describe('DayFilters', () => {
  it('shows the filters asked for, each with its label, and starts a change from page 1', async () => {
    const onChange = vi.fn<(filters: AgentFilters) => void>();
    const filters: AgentFilters = {
      ...noAgentFilters,
      services: ['cocina'],
      maxRate: 13500,
      page: 3,
    };
    const { user } = renderWithProviders(<DayFilters filters={filters} onChange={onChange} />);
    const group = screen.getByRole('group', { name: texts.label });
    expect(within(group).getByRole('checkbox', { name: 'Cocina' })).toBeChecked();
    // A rate from an edited address is offered too, among the usual ones.
    const rate = within(group).getByRole('combobox', { name: texts.maxRate });
    expect(rate).toHaveValue('13500');
    expect(
      within(rate)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain(texts.rateUpTo('$13.500'));

    await user.click(within(group).getByRole('checkbox', { name: 'Planchado' }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...filters,
      services: ['cocina', 'planchado'],
      page: 1,
    });
    await user.selectOptions(within(group).getByRole('combobox', { name: texts.sort }), 'rate');
    expect(onChange).toHaveBeenLastCalledWith({ ...filters, sort: 'rate', page: 1 });
    await user.selectOptions(rate, '');
    expect(onChange).toHaveBeenLastCalledWith({ ...filters, maxRate: null, page: 1 });
    await user.click(within(group).getByRole('checkbox', { name: texts.verifiedOnly }));
    expect(onChange).toHaveBeenLastCalledWith({ ...filters, verifiedOnly: true, page: 1 });
  });
});

describe('AgentPages', () => {
  it('shows nothing for one page, and a window of pages with the current one marked', async () => {
    const onPage = vi.fn<(page: number) => void>();
    const single = renderWithProviders(<AgentPages page={1} pages={1} onPage={onPage} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    single.unmount();
    const { user } = renderWithProviders(<AgentPages page={4} pages={9} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: texts.pagination });
    expect(within(nav).getByRole('button', { name: texts.page(4, 9) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getAllByRole('button', { name: /^Página \d+ de 9$/ })).toHaveLength(5);
    await user.click(within(nav).getByRole('button', { name: discoveryTexts.nearby.nextPage }));
    expect(onPage).toHaveBeenLastCalledWith(5);
  });
});
