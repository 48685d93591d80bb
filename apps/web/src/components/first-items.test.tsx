import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { renderWithProviders } from '../../test/render';
import { FirstItems } from './first-items';

const { more } = dashboardTexts.active;

function renderList(items: string[], total: number) {
  renderWithProviders(
    <FirstItems shown={items.length} total={total} more={more}>
      <ul aria-label="Reservas">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </FirstItems>,
  );
}

describe('FirstItems', () => {
  it('shows the first items and says how many of how many when the list has more', () => {
    renderList(['Ana', 'Pedro'], 7);
    const list = screen.getByRole('list', { name: 'Reservas' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana', 'Pedro']);
    expect(screen.getByText('Se muestran 2 de 7.')).toBeVisible();
  });

  it('says nothing more when every item is shown', () => {
    renderList(['Ana', 'Pedro'], 2);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(/Se muestran/)).not.toBeInTheDocument();
  });
});
