import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type {
  ActiveBooking,
  AgentBooking,
  AgentProfilePanel,
} from '@brillo/domain/contracts/agent-bookings';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import { agentProfileTexts } from '@brillo/domain/texts/agent-profile.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { earningsTexts } from '@brillo/domain/texts/earnings.es-CL';
import type { Earnings } from '@brillo/domain/contracts/earnings';
import { apiError } from '../../../../test/api-answers';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import { ActiveServices } from './active-services';
import { BookingsPanel } from './bookings-panel';
import { DashboardActions } from './dashboard-actions';
import { DefaultAvatar, ProfileHeader } from './profile-header';
import { ProfilePanel } from './profile-panel';
import { RatingStars } from './rating-stars';
import { ReferralBanner } from './referral-banner';
import { RenderingFrame } from '@/components/reveal-together';
import { forgetFrameData } from '@/lib/frame-data';
import { FRAME_BIO_MARK, FRAME_DATA_ID } from '@brillo/domain/frame-data';

/** An answer of `GET /api/v1/agents/ratings`: the summary the database computed. */
/** The ratings answer; `stars` is what the server rounds the exact mean to. */
const ratingsOf = (
  average: number | null,
  count: number,
  stars = average === null ? null : Math.round(average),
) => HttpResponse.json({ ratings: [], average, count, stars, limit: 50 });

const TZ = 'America/Santiago';
const texts = dashboardTexts;
const failure = () => apiError(500, { code: 'INTERNAL', message: 'Error interno' });

/** The test expects the spec's console lines (§8) for a failed read; they are not failures. */
function forgiveConsoleErrors() {
  vi.mocked(console.error).mockClear();
}

function answer(path: string, body: (info: { request: Request }) => Response) {
  server.use(http.get(path, body));
}

const list = <T,>(bookings: T[], total = bookings.length) =>
  HttpResponse.json({ bookings, total, limit: 50 });

const paid: ActiveBooking = {
  id: 'b-paid',
  status: 'accepted_payment_success',
  startTime: '2026-12-07T12:00:00.000Z',
  endTime: '2026-12-07T15:30:00.000Z',
  hours: 3.5,
  hourlyRate: 8500,
  amount: 29750,
  customer: {
    contact: 'full',
    name: 'Matías González Soto',
    email: 'cliente@brillo.test',
    phone: '56987654321',
    address: 'Av. Irarrázaval 2450, Ñuñoa, Santiago',
    addressExtra: null,
  },
  reason: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  decidedAt: '2026-11-20T13:00:00.000Z',
  finishedAt: null,
  reopenableSlotId: null,
};

const pending: AgentBooking = {
  id: 'b-pending',
  status: 'pending',
  startTime: '2026-12-05T12:00:00.000Z',
  endTime: '2026-12-05T15:00:00.000Z',
  hours: 3,
  hourlyRate: 8500,
  amount: 25500,
  customer: { contact: 'limited', firstName: 'Matías', comuna: 'Ñuñoa' },
  reason: null,
  createdAt: '2026-11-22T12:00:00.000Z',
  decidedAt: null,
  finishedAt: null,
  reopenableSlotId: null,
};

describe('RatingStars', () => {
  it('shows the average the server computed as whole stars, in words too', async () => {
    answer('/api/v1/agents/ratings', () => ratingsOf(4.3, 3));
    renderWithProviders(<RatingStars />);
    expect(await screen.findByRole('img', { name: '4 de 5 estrellas' })).toBeInTheDocument();
    expect(screen.getByText('(3 evaluaciones)')).toBeInTheDocument();
  });

  it("draws the server's whole stars, not the one-decimal average rounded again", async () => {
    // 223 / 50 = 4.46: customers read 4,5; the exact mean rounds to 4 stars (decision 29).
    answer('/api/v1/agents/ratings', () => ratingsOf(4.5, 50, 4));
    renderWithProviders(<RatingStars />);
    expect(await screen.findByRole('img', { name: '4 de 5 estrellas' })).toBeInTheDocument();
  });

  it("shows 'Sin evaluaciones', never zero stars, without ratings", async () => {
    answer('/api/v1/agents/ratings', () => ratingsOf(null, 0));
    renderWithProviders(<RatingStars />);
    expect(await screen.findByText(texts.rating.none)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads the rating', async () => {
    answer('/api/v1/agents/ratings', failure);
    const { user } = renderWithProviders(<RatingStars />);
    expect(await screen.findByText(texts.rating.loadFailed)).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Failed to fetch agent rating:', expect.anything());
    forgiveConsoleErrors();
    answer('/api/v1/agents/ratings', () => ratingsOf(5, 1));
    await user.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByRole('img', { name: '5 de 5 estrellas' })).toBeInTheDocument();
  });
});

const EMAIL = 'agente@brillo.test';

/** What the API writes after a filled frame's root (ADR-087), for the agent of `email`. */
function addFrameBlock(content: string) {
  forgetFrameData();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FRAME_DATA_ID;
  block.textContent = content;
  document.body.append(block);
  return block;
}

/** The header of the agent `EMAIL`, named Valentina, without a join date yet. */
function Header() {
  return (
    <ProfileHeader name="Valentina" email={EMAIL} joinedOn={undefined} avatar={<DefaultAvatar />} />
  );
}

describe('ProfileHeader', () => {
  it('shows the avatar hint, the greeting, the join date and the biography in quotes', async () => {
    answer('/api/v1/agents/ratings', () => ratingsOf(null, 0));
    answer('/api/agents/bio', () => HttpResponse.json({ bio: 'Puntual y ordenada.' }));
    renderWithProviders(
      <ProfileHeader
        name="Valentina Rojas"
        email={EMAIL}
        joinedOn="1 de noviembre de 2026"
        avatar={<DefaultAvatar />}
      />,
    );
    expect(screen.getByText(agentFilesTexts.avatar.editHint)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Hola, Valentina Rojas' })).toBeVisible();
    expect(screen.getByText('Te uniste a Brillo el 1 de noviembre de 2026')).toBeInTheDocument();
    expect(await screen.findByText('“Puntual y ordenada.”')).toBeInTheDocument();
  });

  it('shows the spec’s fallback without a biography', async () => {
    answer('/api/v1/agents/ratings', () => ratingsOf(null, 0));
    answer('/api/agents/bio', () => HttpResponse.json({ bio: '' }));
    renderWithProviders(<Header />);
    expect(await screen.findByText(texts.bio.empty)).toBeInTheDocument();
  });

  it('keeps the rest of the header when the biography fails', async () => {
    answer('/api/v1/agents/ratings', () => ratingsOf(3, 1));
    answer('/api/agents/bio', failure);
    renderWithProviders(<Header />);
    expect(await screen.findByText(texts.bio.loadFailed)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '3 de 5 estrellas' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Failed to load biography:', expect.anything());
    forgiveConsoleErrors();
  });

  it('shows the biography the page came with at once, and reads it again in the background', async () => {
    addFrameBlock(JSON.stringify({ email: EMAIL, bio: 'Llego a la hora <y> ordeno.' }));
    let reads = 0;
    answer('/api/v1/agents/ratings', () => ratingsOf(null, 0));
    answer('/api/agents/bio', () => {
      reads += 1;
      return HttpResponse.json({ bio: 'Llego a la hora <y> ordeno.' });
    });
    renderWithProviders(<Header />);
    // In the first render: no loading line before it.
    expect(screen.getByText('“Llego a la hora <y> ordeno.”')).toBeInTheDocument();
    expect(screen.queryByText(texts.bio.loading)).not.toBeInTheDocument();
    // Taken once: the block is gone, so no later read can take it.
    expect(document.getElementById(FRAME_DATA_ID)).toBeNull();
    await waitFor(() => expect(reads).toBe(1));
  });

  it("leaves a frame's biography of another account, or one it cannot read, to the API", async () => {
    for (const content of [JSON.stringify({ email: 'otra@brillo.test', bio: 'Ajena.' }), '{no']) {
      addFrameBlock(content);
      answer('/api/v1/agents/ratings', () => ratingsOf(null, 0));
      answer('/api/agents/bio', () => HttpResponse.json({ bio: 'Propia.' }));
      const { unmount } = renderWithProviders(
        <ProfileHeader
          name="Valentina"
          email={EMAIL}
          joinedOn={undefined}
          avatar={<DefaultAvatar />}
        />,
      );
      expect(screen.getByText(texts.bio.loading)).toBeInTheDocument();
      expect(await screen.findByText('“Propia.”')).toBeInTheDocument();
      expect(screen.queryByText('“Ajena.”')).not.toBeInTheDocument();
      expect(document.getElementById(FRAME_DATA_ID)).toBeNull();
      unmount();
    }
  });

  it('renders the mark the API fills in, in the build of the frame', () => {
    answer('/api/v1/agents/ratings', () => ratingsOf(null, 0));
    renderWithProviders(
      <RenderingFrame value>
        <ProfileHeader
          name="Valentina"
          email={EMAIL}
          joinedOn={undefined}
          avatar={<DefaultAvatar />}
        />
      </RenderingFrame>,
    );
    expect(screen.getByText(FRAME_BIO_MARK)).toBeInTheDocument();
    expect(screen.getByText(texts.rating.loading)).toBeInTheDocument();
  });
});

describe('ActiveServices', () => {
  it('says so when there is no paid service to come', async () => {
    answer('/api/v1/agents/active-bookings', () => list([]));
    renderWithProviders(<ActiveServices timeZone={TZ} />);
    expect(await screen.findByText(texts.active.empty)).toBeInTheDocument();
  });

  it("shows each card's contact, with one '+' and 'N/A' for what is missing, and the money", async () => {
    answer('/api/v1/agents/active-bookings', () => list([paid]));
    renderWithProviders(<ActiveServices timeZone={TZ} />);
    const card = await screen.findByRole('article', { name: 'Servicio para Matías González Soto' });
    const inCard = within(card);
    expect(inCard.getByRole('link', { name: 'cliente@brillo.test' })).toHaveAttribute(
      'href',
      'mailto:cliente@brillo.test',
    );
    expect(inCard.getByRole('link', { name: '+56987654321' })).toHaveAttribute(
      'href',
      'tel:+56987654321',
    );
    expect(card).toHaveTextContent('Av. Irarrázaval 2450, Ñuñoa, Santiago');
    expect(card).toHaveTextContent(`${texts.active.addressExtra}:N/A`);
    expect(card).toHaveTextContent(`${texts.active.hours}:3,5`);
    expect(card).toHaveTextContent(`${texts.active.hourlyRate}:$8.500`);
    expect(card).toHaveTextContent(`${texts.active.total}:$29.750`);
    expect(card).toHaveTextContent('7 dic 2026, 9:00');
    expect(card).toHaveTextContent('7 dic 2026, 12:30');
  });

  it('says how many are shown when the list is bounded', async () => {
    answer('/api/v1/agents/active-bookings', () => list([paid], 51));
    renderWithProviders(<ActiveServices timeZone={TZ} />);
    expect(await screen.findByText(texts.active.more(1, 51))).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    answer('/api/v1/agents/active-bookings', failure);
    const { user } = renderWithProviders(<ActiveServices timeZone={TZ} />);
    expect(await screen.findByText(texts.active.loadFailed)).toBeInTheDocument();
    forgiveConsoleErrors();
    answer('/api/v1/agents/active-bookings', () => list([]));
    await user.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByText(texts.active.empty)).toBeInTheDocument();
  });
});

describe('BookingsPanel', () => {
  it('shows both empty lists in Spanish', async () => {
    answer('/api/agents/bookings', () => list([]));
    renderWithProviders(<BookingsPanel timeZone={TZ} />);
    expect(await screen.findByText(texts.bookings.pendingEmpty)).toBeInTheDocument();
    expect(await screen.findByText(texts.bookings.acceptedEmpty)).toBeInTheDocument();
  });

  it('shows a pending request by first name and comuna, a paid one by full name', async () => {
    answer('/api/agents/bookings', ({ request }: { request: Request }) =>
      new URL(request.url).searchParams.get('status') === 'pending'
        ? list([pending], 2)
        : list([paid]),
    );
    renderWithProviders(<BookingsPanel timeZone={TZ} />);
    const pendingList = await screen.findByRole('region', { name: /Esperando confirmación/ });
    expect(await within(pendingList).findByText('Matías, de Ñuñoa')).toBeInTheDocument();
    expect(pendingList).toHaveTextContent('3 h · $25.500');
    expect(pendingList).toHaveTextContent('2 reservas');
    expect(pendingList).toHaveTextContent(texts.bookings.more(1, 2));
    const acceptedList = screen.getByRole('region', { name: /Reservas aceptadas y pagadas/ });
    expect(await within(acceptedList).findByText('Matías González Soto')).toBeInTheDocument();
  });

  it('keeps one list when the other fails, and retries the failed one', async () => {
    answer('/api/agents/bookings', ({ request }: { request: Request }) =>
      new URL(request.url).searchParams.get('status') === 'pending' ? failure() : list([paid]),
    );
    const { user } = renderWithProviders(<BookingsPanel timeZone={TZ} />);
    expect(await screen.findByText(texts.bookings.loadFailed)).toBeInTheDocument();
    expect(await screen.findByText('Matías González Soto')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      'Failed to fetch agent pending bookings:',
      expect.anything(),
    );
    forgiveConsoleErrors();
    answer('/api/agents/bookings', () => list([]));
    await user.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByText(texts.bookings.pendingEmpty)).toBeInTheDocument();
  });
});

const profile: AgentProfilePanel = {
  email: 'agente@brillo.test',
  phone: '+56981234567',
  address: 'Av. Providencia 1234, Providencia, Santiago',
  comuna: 'Providencia',
  city: 'Santiago',
  nationality: 'Peruvian',
  serviceComunas: ['Las Condes', 'Providencia'],
  joinedAt: '2026-11-01T12:00:00.000Z',
  lastSignInAt: '2026-11-23T15:05:00.000Z',
};

describe('ProfilePanel', () => {
  it('shows the contact, the nationality in Spanish, the comunas and the last connection', async () => {
    answer('/api/agents/profile', () => HttpResponse.json(profile));
    answer('/api/v1/agents/docs', () =>
      HttpResponse.json({
        docs: { upload_id: true, upload_certificate: true },
        review: { id: 'approved', certificate: 'approved' },
        verified: true,
      }),
    );
    renderWithProviders(<ProfilePanel timeZone={TZ} />);
    const panel = await screen.findByRole('region', { name: texts.profile.title });
    expect(await within(panel).findByText('agente@brillo.test')).toBeInTheDocument();
    expect(panel).toHaveTextContent('+56981234567');
    expect(panel).toHaveTextContent('Peruana');
    expect(panel).toHaveTextContent(`${texts.profile.serviceComunas}:Las Condes, Providencia`);
    expect(
      within(panel).getByRole('link', { name: texts.profile.changeServiceComunas }),
    ).toHaveAttribute('href', '/bio');
    expect(panel).toHaveTextContent(`${texts.profile.lastConnection}:23 nov 2026, 12:05`);
    expect(await within(panel).findByText(agentFilesTexts.docs.complete)).toBeInTheDocument();
    expect(within(panel).getByText(verificationTexts.badge)).toBeInTheDocument();
    expect(screen.queryByText(agentFilesTexts.docs.missingWarning)).not.toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: agentFilesTexts.docs.dashboardLink }),
    ).toHaveAttribute('href', '/docs');
  });

  it("warns while a document is missing and says which, with 'N/A' for missing fields", async () => {
    answer('/api/agents/profile', () =>
      HttpResponse.json({
        ...profile,
        phone: null,
        address: null,
        nationality: null,
        serviceComunas: [],
      }),
    );
    answer('/api/v1/agents/docs', () =>
      HttpResponse.json({
        docs: { upload_id: false, upload_certificate: true },
        review: { id: null, certificate: 'rejected' },
        verified: false,
      }),
    );
    renderWithProviders(<ProfilePanel timeZone={TZ} />);
    expect(await screen.findByText(agentFilesTexts.docs.missingWarning)).toBeInTheDocument();
    const reviews = screen.getByRole('list', { name: verificationTexts.reviewsLabel });
    expect(reviews).toHaveTextContent(
      `${verificationTexts.kinds.certificate}: ${verificationTexts.status.rejected}`,
    );
    expect(screen.queryByText(verificationTexts.badge)).not.toBeInTheDocument();
    expect(screen.getByText(agentFilesTexts.docs.missingId)).toBeInTheDocument();
    expect(screen.queryByText(agentFilesTexts.docs.missingCertificate)).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: texts.profile.title });
    await waitFor(() => expect(panel).toHaveTextContent(`${texts.profile.phone}:N/A`));
    expect(panel).toHaveTextContent(`${texts.profile.address}:N/A`);
    expect(panel).toHaveTextContent(`${texts.profile.nationality}:N/A`);
    expect(panel).toHaveTextContent(
      `${texts.profile.serviceComunas}:N/A ${texts.profile.changeServiceComunas}`,
    );
  });

  it('keeps the profile when the documents check fails, and retries it', async () => {
    answer('/api/agents/profile', () => HttpResponse.json(profile));
    answer('/api/v1/agents/docs', failure);
    const { user } = renderWithProviders(<ProfilePanel timeZone={TZ} />);
    expect(await screen.findByText(texts.profile.docsLoadFailed)).toBeInTheDocument();
    expect(await screen.findByText('agente@brillo.test')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Failed to fetch agent docs:', expect.anything());
    forgiveConsoleErrors();
    answer('/api/v1/agents/docs', () =>
      HttpResponse.json({
        docs: { upload_id: false, upload_certificate: false },
        review: { id: null, certificate: null },
        verified: false,
      }),
    );
    await user.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByText(agentFilesTexts.docs.missingCertificate)).toBeInTheDocument();
  });
  it('keeps the documents card when the profile read fails, and retries the profile', async () => {
    answer('/api/agents/profile', failure);
    answer('/api/v1/agents/docs', () =>
      HttpResponse.json({
        docs: { upload_id: true, upload_certificate: true },
        review: { id: 'pending', certificate: 'approved' },
        verified: false,
      }),
    );
    const { user } = renderWithProviders(<ProfilePanel timeZone={TZ} />);
    expect(await screen.findByText(texts.profile.loadFailed)).toBeInTheDocument();
    expect(await screen.findByText(agentFilesTexts.docs.complete)).toBeInTheDocument();
    forgiveConsoleErrors();
    answer('/api/agents/profile', () => HttpResponse.json(profile));
    await user.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByText('agente@brillo.test')).toBeInTheDocument();
  });
});

/** 'Mis ganancias' answered with `available` to pay and nothing else. */
function answerEarnings(available: number) {
  const earnings: Earnings = {
    balances: {
      available,
      held: 0,
      heldForRecentService: 0,
      heldForOpenProblem: 0,
      inTransit: 0,
      paid: 0,
    },
    minimumPayout: 10_000,
    nextPayoutAt: '2026-11-30T12:00:00.000Z',
    bankAccount: 'ready',
    bookings: [],
    payouts: [],
  };
  answer('/api/agents/earnings', () => HttpResponse.json(earnings));
}

describe('DashboardActions', () => {
  it('links the availability screens and each booking screen with its real count', async () => {
    answerEarnings(0);
    const statusesAsked: string[] = [];
    answer('/api/agents/bookings', ({ request }: { request: Request }) => {
      const statuses = new URL(request.url).searchParams.getAll('status');
      statusesAsked.push(statuses.join('+'));
      if (statuses.join() === 'pending') return list([pending], 2);
      if (statuses.includes('rejected')) return list([], 0);
      if (statuses.join() === 'accepted_payment_success') return list([paid], 3);
      return list([paid], 7);
    });
    answer('/api/v1/agents/closed-bookings', () => list([], 7));
    renderWithProviders(<DashboardActions />);
    expect(screen.getByRole('link', { name: texts.actions.addAvailability })).toHaveAttribute(
      'href',
      '/schedules',
    );
    expect(screen.getByRole('link', { name: texts.actions.editAvailability })).toHaveAttribute(
      'href',
      '/availability',
    );
    expect(screen.getByRole('link', { name: agentProfileTexts.bio.dashboardLink })).toHaveAttribute(
      'href',
      '/bio',
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const expected = [
      [texts.actions.pending, '/pending', '2 reservas'],
      // The paid ones only (spec §2), not the 4 waiting for or failing payment besides.
      [texts.actions.accepted, '/accepted', '3 reservas pagadas'],
      [texts.actions.closed, '/closed', '7 reservas'],
      [texts.actions.rejected, '/rejected', '0 reservas'],
    ] as const;
    for (const [index, [label, href, count]] of expected.entries()) {
      const link = within(items[index] as HTMLElement).getByRole('link');
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveTextContent(label);
      await waitFor(() => expect(link).toHaveAccessibleName(`${label}, ${count}`));
    }
    expect(screen.queryByText('Pronto')).not.toBeInTheDocument();
    expect(statusesAsked.sort()).toEqual([
      'accepted_payment_success',
      'pending',
      'rejected+accepted_customer_cancelation',
    ]);
  });

  it('shows the balance available with the link to Mis ganancias, and says when it is unknown', async () => {
    answer('/api/agents/bookings', () => list([], 0));
    answer('/api/v1/agents/closed-bookings', () => list([], 0));
    answerEarnings(30_600);
    const { unmount } = renderWithProviders(<DashboardActions />);
    expect(screen.getByRole('link', { name: earningsTexts.page.dashboardLink })).toHaveAttribute(
      'href',
      '/ganancias',
    );
    expect(await screen.findByText('Disponible: $30.600')).toBeInTheDocument();
    unmount();

    answer('/api/agents/earnings', failure);
    renderWithProviders(<DashboardActions />);
    expect(await screen.findByText(earningsTexts.dashboard.loadFailed)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: earningsTexts.page.dashboardLink }),
    ).toBeInTheDocument();
  });

  it('says a count is missing when its read fails', async () => {
    forgiveConsoleErrors();
    answerEarnings(0);
    answer('/api/agents/bookings', () => list([], 0));
    answer('/api/v1/agents/closed-bookings', failure);
    renderWithProviders(<DashboardActions />);
    const closed = screen.getByRole('link', { name: new RegExp(texts.actions.closed) });
    await waitFor(() =>
      expect(closed).toHaveAccessibleName(`${texts.actions.closed}, ${texts.actions.countFailed}`),
    );
  });
});

describe('ReferralBanner', () => {
  it('opens from the keyboard and offers the sign-up link and a copy button', async () => {
    const { user } = renderWithProviders(<ReferralBanner />);
    // user-event puts its own clipboard in place; the copy is read back from it.
    const toggle = screen.getByRole('button', { name: texts.referral.title });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: texts.referral.link })).toHaveAttribute(
      'href',
      '/agent-signup',
    );
    await user.click(screen.getByRole('button', { name: texts.referral.copy }));
    expect(await screen.findByText(texts.referral.copied)).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(
      `${window.location.origin}/agent-signup`,
    );
  });
});
