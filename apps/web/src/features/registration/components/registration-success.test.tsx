import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { paths } from '@/config/paths';
import { takeRememberedReturnPath } from '@/lib/return-path';
import { renderWithProviders } from '../../../../test/render';
import { RegistrationSuccess } from './registration-success';

describe("the sign-up's success message", () => {
  it('leads to sign-in with the return path the sign-up was opened with', () => {
    const next = '/agentes/a1?day=2026-12-01&slot=s1';
    renderWithProviders(<RegistrationSuccess email="nueva@brillo.test" />, {
      route: `${paths.customerSignup}?${new URLSearchParams({ next }).toString()}`,
    });
    expect(screen.getByRole('link', { name: registrationTexts.success.goSignIn })).toHaveAttribute(
      'href',
      `${paths.signIn}?${new URLSearchParams({ next }).toString()}`,
    );
    // Remembered for the sign-in page the confirmation link opens in a new tab.
    expect(takeRememberedReturnPath()).toBe(next);
  });

  it('drops a return path that leads off the site', () => {
    renderWithProviders(<RegistrationSuccess email="nueva@brillo.test" />, {
      route: `${paths.customerSignup}?next=${encodeURIComponent('https://evil.example')}`,
    });
    expect(screen.getByRole('link', { name: registrationTexts.success.goSignIn })).toHaveAttribute(
      'href',
      paths.signIn,
    );
    expect(takeRememberedReturnPath()).toBeNull();
  });
});
