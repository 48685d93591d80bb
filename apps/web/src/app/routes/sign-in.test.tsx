import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { homeTexts } from '@brillo/domain/texts/home.es-CL';
import { paths } from '@/config/paths';
import { rememberReturnPath } from '@/lib/return-path';
import { sessionAnswer, signInAnswer } from '../../../test/api-answers';
import { fieldLabel } from '../../../test/form-fields';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { useSession } from '../session-context';
import { SignInRoute } from './sign-in';

/** Stands in for a dashboard: its title and who the app now thinks is signed in. */
function DashboardStandIn({ title }: { title: string }) {
  const session = useSession();
  const who = session.status === 'signed-in' ? session.user.name : 'signed out';
  return <h1>{`${title} · ${who}`}</h1>;
}

/** Stands in for the page a return path names: where the browser now is. */
function WhereAmI() {
  const location = useLocation();
  return <h1>{`back at ${location.pathname}${location.search}`}</h1>;
}

const pages = {
  [paths.agentDashboard]: <DashboardStandIn title={dashboardTexts.agentTitle} />,
  [paths.customerDashboard]: <DashboardStandIn title={dashboardTexts.customerTitle} />,
};

describe('the sign-in page', () => {
  it.each([
    ['an agent', 'agent', dashboardTexts.agentTitle],
    ['a customer', 'customer', dashboardTexts.customerTitle],
  ] as const)('signs %s in and takes them to their own dashboard', async (_who, rol, title) => {
    const session = sessionAnswer({ rol, name: 'Valentina Rojas Muñoz' });
    server.use(
      http.post('/api/auth/sign-in/email', () => HttpResponse.json(signInAnswer(session))),
      http.get('/api/session', () => HttpResponse.json(session)),
    );
    const { user } = renderWithProviders(<SignInRoute />, { route: paths.signIn, pages });

    await user.type(
      screen.getByRole('textbox', { name: authTexts.signIn.emailLabel }),
      session.user.email,
    );
    await user.type(screen.getByLabelText(fieldLabel(authTexts.signIn.passwordLabel)), 'una-clave');
    await user.click(screen.getByRole('button', { name: authTexts.signIn.submit }));

    expect(
      await screen.findByRole('heading', { name: `${title} · Valentina Rojas Muñoz` }),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'back to the page it names',
      '/agentes/a1?day=2026-12-01&slot=s1',
      'back at /agentes/a1?day=2026-12-01&slot=s1',
    ],
    [
      'to the dashboard for a path off the site',
      '//evil.example/agentes',
      `${dashboardTexts.customerTitle} · Matías Pérez`,
    ],
  ])('leads a customer signing in with a return path %s', async (_where, next, heading) => {
    const session = sessionAnswer({ rol: 'customer', name: 'Matías Pérez' });
    server.use(
      http.post('/api/auth/sign-in/email', () => HttpResponse.json(signInAnswer(session))),
      http.get('/api/session', () => HttpResponse.json(session)),
    );
    const { user } = renderWithProviders(<SignInRoute />, {
      route: `${paths.signIn}?${new URLSearchParams({ next }).toString()}`,
      pages: { ...pages, [paths.publicAgentProfile]: <WhereAmI /> },
    });

    // The way to sign up instead keeps the return path.
    expect(screen.getByRole('link', { name: homeTexts.customerSignup })).toHaveAttribute(
      'href',
      next.startsWith('//')
        ? paths.customerSignup
        : `${paths.customerSignup}?${new URLSearchParams({ next }).toString()}`,
    );
    await user.type(
      screen.getByRole('textbox', { name: authTexts.signIn.emailLabel }),
      session.user.email,
    );
    await user.type(screen.getByLabelText(fieldLabel(authTexts.signIn.passwordLabel)), 'una-clave');
    await user.click(screen.getByRole('button', { name: authTexts.signIn.submit }));

    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it("leads back to a sign-up's remembered return path from the confirmation link's page", async () => {
    rememberReturnPath('/agentes/a1?day=2026-12-01&slot=s1');
    const session = sessionAnswer({ rol: 'customer', name: 'Matías Pérez' });
    server.use(
      http.post('/api/auth/sign-in/email', () => HttpResponse.json(signInAnswer(session))),
      http.get('/api/session', () => HttpResponse.json(session)),
    );
    const { user } = renderWithProviders(<SignInRoute />, {
      route: `${paths.signIn}?verified=1`,
      pages: { ...pages, [paths.publicAgentProfile]: <WhereAmI /> },
    });
    await user.type(
      screen.getByRole('textbox', { name: authTexts.signIn.emailLabel }),
      session.user.email,
    );
    await user.type(screen.getByLabelText(fieldLabel(authTexts.signIn.passwordLabel)), 'una-clave');
    await user.click(screen.getByRole('button', { name: authTexts.signIn.submit }));
    expect(
      await screen.findByRole('heading', { name: 'back at /agentes/a1?day=2026-12-01&slot=s1' }),
    ).toBeInTheDocument();
    // Read once: the next sign-in goes to the dashboard as usual.
    expect(window.localStorage.getItem('brillo.returnPath')).toBeNull();
  });

  it('greets someone already signed in, and signs them out with a notice', async () => {
    const session = sessionAnswer({ rol: 'agent', email: 'agente@brillo.test' });
    const signOut = vi.fn(() => HttpResponse.json({ success: true }));
    server.use(http.post('/api/auth/sign-out', signOut));
    const { user } = renderWithProviders(<SignInRoute />, {
      route: paths.signIn,
      pages: { [paths.home]: <h1>{homeTexts.title}</h1> },
      session,
    });

    expect(
      await screen.findByRole('heading', { name: authTexts.signIn.welcome(session.user.email) }),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: authTexts.signIn.emailLabel })).toBeNull();
    await user.click(screen.getByRole('button', { name: authTexts.signIn.signOut }));

    expect(await screen.findByRole('heading', { name: homeTexts.title })).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(commonTexts.session.signedOut);
    expect(signOut).toHaveBeenCalledOnce();
  });
});
