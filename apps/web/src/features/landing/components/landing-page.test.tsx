import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MarketSummary } from '@brillo/domain/contracts/market-summary';
import { homeTexts } from '@brillo/domain/texts/home.es-CL';
import { apiError } from '../../../../test/api-answers';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import { LandingPage } from './landing-page';

const summary: MarketSummary = {
  agents: 12,
  comunas: ['Las Condes', 'Ñuñoa', 'Providencia'],
  minHourlyRate: 7000,
  rating: { average: 4.6, count: 23 },
};

function answerSummary(answer: MarketSummary) {
  server.use(http.get('/api/public/market-summary', () => HttpResponse.json(answer)));
}

describe('the landing page', () => {
  it('promises, sells the main action and shows the figures the server counted', async () => {
    answerSummary(summary);
    renderWithProviders(<LandingPage visitor="guest" />);

    expect(screen.getByRole('heading', { level: 1, name: homeTexts.title })).toBeVisible();
    expect(screen.getByRole('link', { name: homeTexts.bookCleaning })).toHaveAttribute(
      'href',
      '/customer-signup',
    );
    expect(await screen.findByText('desde $7.000 por hora')).toBeVisible();
    const figures = screen.getByRole('region', { name: homeTexts.figures.label });
    expect(within(figures).getByText('12')).toBeVisible();
    expect(within(figures).getByText(homeTexts.figures.agents(12))).toBeVisible();
    expect(within(figures).getByText('3')).toBeVisible();
    expect(within(figures).getByText('4,6 ★')).toBeVisible();
    expect(within(figures).getByText(homeTexts.figures.rating(23))).toBeVisible();
    const comunas = screen.getByRole('region', { name: homeTexts.comunas.title });
    expect(
      within(comunas)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(summary.comunas);
  });

  it("keeps the spec's three ways in and sends would-be agents to their sign-up", async () => {
    answerSummary(summary);
    renderWithProviders(<LandingPage visitor="guest" />);
    const waysIn = screen.getByRole('navigation', { name: homeTexts.actionsLabel });
    expect(within(waysIn).getByRole('link', { name: homeTexts.signIn })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(within(waysIn).getByRole('link', { name: homeTexts.customerSignup })).toHaveAttribute(
      'href',
      '/customer-signup',
    );
    expect(within(waysIn).getByRole('link', { name: homeTexts.agentSignup })).toHaveAttribute(
      'href',
      '/agent-signup',
    );
    const agents = screen.getByRole('region', { name: homeTexts.agents.title });
    expect(within(agents).getByRole('link', { name: homeTexts.agents.action })).toHaveAttribute(
      'href',
      '/agent-signup',
    );
  });

  it('explains how it works in three steps, the trust points and the frequent questions', () => {
    answerSummary(summary);
    renderWithProviders(<LandingPage visitor="guest" />);
    const steps = screen.getByRole('region', { name: homeTexts.steps.title });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(homeTexts.steps.items.map((step) => step.title));
    const trust = screen.getByRole('region', { name: homeTexts.trust.title });
    expect(within(trust).getByText(/Ley 19\.628/)).toBeVisible();
    const faq = screen.getByRole('region', { name: homeTexts.faq.title });
    expect(faq.querySelectorAll('details')).toHaveLength(homeTexts.faq.items.length);
  });

  it('hides every figure that does not exist yet, and says the comunas are coming', async () => {
    answerSummary({
      agents: 0,
      comunas: [],
      minHourlyRate: null,
      rating: { average: null, count: 0 },
    });
    renderWithProviders(<LandingPage visitor="guest" />);
    expect(await screen.findByText(homeTexts.comunas.none)).toBeVisible();
    expect(screen.getByTestId('price-from')).toBeEmptyDOMElement();
    const figures = screen.getByRole('region', { name: homeTexts.figures.label });
    expect(within(figures).queryAllByRole('term')).toHaveLength(0);
  });

  it('shows agents and comunas but no rating before any customer has rated', async () => {
    answerSummary({ ...summary, rating: { average: null, count: 0 } });
    renderWithProviders(<LandingPage visitor="guest" />);
    const figures = screen.getByRole('region', { name: homeTexts.figures.label });
    expect(await within(figures).findByText('12')).toBeVisible();
    expect(within(figures).queryByText(/★/)).toBeNull();
  });

  it('leaves the figures out, and the page whole, when the summary cannot be read', async () => {
    server.use(
      http.get('/api/public/market-summary', () =>
        apiError(500, { code: 'INTERNAL', message: 'Error' }),
      ),
    );
    renderWithProviders(<LandingPage visitor="guest" />);
    const comunas = screen.getByRole('region', { name: homeTexts.comunas.title });
    expect(await screen.findByRole('heading', { name: homeTexts.faq.title })).toBeVisible();
    expect(within(comunas).queryByRole('listitem')).toBeNull();
    expect(screen.getByRole('link', { name: homeTexts.bookCleaning })).toBeVisible();
  });

  it("sends a signed-in customer's main action to their dashboard", () => {
    answerSummary(summary);
    renderWithProviders(<LandingPage visitor="customer" />);
    expect(screen.getByRole('link', { name: homeTexts.bookCleaning })).toHaveAttribute(
      'href',
      '/customer-dashboard',
    );
    expect(screen.queryByRole('navigation', { name: homeTexts.actionsLabel })).toBeNull();
  });

  it('offers a signed-in agent their panel instead of a booking', () => {
    answerSummary(summary);
    renderWithProviders(<LandingPage visitor="agent" />);
    expect(screen.queryByRole('link', { name: homeTexts.bookCleaning })).toBeNull();
    expect(screen.getByRole('link', { name: homeTexts.goToAgentDashboard })).toHaveAttribute(
      'href',
      '/agent-dashboard',
    );
  });

  it('offers a signed-in operator the console instead of a booking', () => {
    answerSummary(summary);
    renderWithProviders(<LandingPage visitor="operator" />);
    expect(screen.queryByRole('link', { name: homeTexts.bookCleaning })).toBeNull();
    expect(screen.getByRole('link', { name: homeTexts.goToConsole })).toHaveAttribute(
      'href',
      '/operador',
    );
  });
});
