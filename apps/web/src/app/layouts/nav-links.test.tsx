import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { sessionAnswer } from '../../../test/api-answers';
import { renderWithProviders } from '../../../test/render';
import { NavLinks } from './nav-links';

const { nav } = commonTexts;

describe('the navigation’s entries', () => {
  it('offer a visitor the sign-in and no dashboard', () => {
    renderWithProviders(<NavLinks orientation="horizontal" />);
    expect(screen.getByRole('link', { name: nav.signIn })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('link', { name: nav.dashboard })).toBeNull();
  });

  it.each([
    ['customer', '/customer-dashboard'],
    ['agent', '/agent-dashboard'],
    ['operator', '/operador'],
  ] as const)('lead a signed-in %s to their own page and offer sign-out', (rol, path) => {
    renderWithProviders(<NavLinks orientation="horizontal" />, { session: sessionAnswer({ rol }) });
    const list = screen.getByRole('list');
    expect(within(list).getByRole('link', { name: nav.dashboard })).toHaveAttribute('href', path);
    expect(within(list).getByRole('button', { name: nav.signOut })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: nav.signIn })).toBeNull();
  });
});
