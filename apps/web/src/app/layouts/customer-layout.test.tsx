import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerBookingsTexts } from '@brillo/domain/texts/customer-bookings.es-CL';
import { paths } from '@/config/paths';
import { renderWithProviders } from '../../../test/render';
import { CustomerLayout } from './customer-layout';

const texts = customerBookingsTexts.sidebar;

const expectedLinks = [
  [texts.dashboard, paths.customerDashboard],
  [texts.profile, paths.profile],
  // Decision 15: 'Servicios agendados' leads to the pending services, not to '/'.
  [texts.pending, '/pending-services'],
  [texts.booked, '/booked-services'],
  [texts.active, '/active-services'],
  [texts.finished, '/finished-services'],
  [texts.cancelled, '/cancelled-services'],
  [texts.agents, '/mis-agentes'],
] as const;

function renderLayout(route = paths.bookedServices) {
  return renderWithProviders(<CustomerLayout />, { route });
}

function menuButton() {
  return screen.getByRole('button', { name: texts.button });
}

describe('CustomerLayout', () => {
  it("lists the spec's links in order, marks the current one, and PRONTO items are not links", () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: texts.label });
    const links = within(nav).getAllByRole('link');
    const enabled = links.filter((link) => link.getAttribute('aria-disabled') !== 'true');
    expect(enabled.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      expectedLinks,
    );
    expect(within(nav).getByRole('link', { name: texts.booked })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const label of [texts.properties]) {
      const item = within(nav).getByRole('link', { name: new RegExp(label) });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).not.toHaveAttribute('href');
      expect(item).toHaveTextContent(texts.comingSoon);
    }
  });

  it('opens the phone menu from its button, closes it with Escape and gives focus back', async () => {
    const { user } = renderLayout();
    const button = menuButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: texts.button });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const drawerNav = within(dialog).getByRole('navigation', { name: texts.label });
    const controlled = document.getElementById(menuButton().getAttribute('aria-controls') ?? '');
    expect(controlled).toContainElement(drawerNav);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(menuButton()).toHaveFocus());
  });

  it('closes the phone menu once a link is followed', async () => {
    const { user } = renderLayout();
    await user.click(menuButton());
    const dialog = await screen.findByRole('dialog', { name: texts.button });
    await user.click(within(dialog).getByRole('link', { name: texts.active }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const nav = screen.getByRole('navigation', { name: texts.label });
    expect(within(nav).getByRole('link', { name: texts.active })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
