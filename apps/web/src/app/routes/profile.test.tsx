import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { customerBookingsTexts } from '@brillo/domain/texts/customer-bookings.es-CL';
import { storeProfile } from '@/lib/display-profile-storage';
import { answerPublicConfig, apiError, sessionAnswer } from '../../../test/api-answers';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { ProfileRoute } from './profile';

const texts = customerBookingsTexts.profile;

function answerConfig() {
  server.use(answerPublicConfig());
}

function value(label: string) {
  return screen.getByText(`${label}:`).nextElementSibling;
}

describe('ProfileRoute', () => {
  it("shows the session's fields", async () => {
    answerConfig();
    const session = sessionAnswer({
      personalData: {
        address: 'Av. Providencia 1234, Providencia, Santiago',
        addressExtra: 'Depto 502',
        postcode: null,
        city: null,
        comuna: null,
      },
    });
    renderWithProviders(<ProfileRoute />, { session });
    expect(await screen.findByText('cliente@brillo.test')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    expect(value(texts.phone)).toHaveTextContent('+56912345678');
    expect(value(texts.address)).toHaveTextContent('Av. Providencia 1234, Providencia, Santiago');
    expect(value(texts.addressExtra)).toHaveTextContent('Depto 502');
    expect(value(texts.createdAt)).toHaveTextContent('2026');
    expect(value(texts.lastSignIn)).toHaveTextContent('2026');
  });

  it("shows the spec's placeholders for what is missing", async () => {
    answerConfig();
    renderWithProviders(<ProfileRoute />, { session: sessionAnswer({ phone: null }) });
    expect(await screen.findByText(texts.noPhone)).toBeInTheDocument();
    expect(screen.getByText(texts.noAddress)).toBeInTheDocument();
    expect(screen.getByText(texts.noExtra)).toBeInTheDocument();
  });

  it("shows the spec's load error with a retry", async () => {
    answerConfig();
    // Signed in as on a reload, but the server cannot confirm the session right now.
    storeProfile(sessionAnswer().user);
    server.use(
      http.get('/api/session', () =>
        apiError(503, { code: 'UNAVAILABLE', message: 'El servicio no está disponible.' }),
      ),
    );
    renderWithProviders(<ProfileRoute />);
    expect(
      await screen.findByText(texts.loadFailed('El servicio no está disponible.')),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: customerBookingsTexts.list.retry }),
    ).toBeInTheDocument();
  });
});
