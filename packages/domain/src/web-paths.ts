/**
 * Every route of the web app, in one place: the web app's router (apps/web/src/config/paths.ts)
 * and the server, which answers 404 for any other page path (apps/api/src/plugins/web-app.ts).
 */
export const webPaths = {
  home: '/',
  signIn: '/signin',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  agentSignup: '/agent-signup',
  customerSignup: '/customer-signup',
  /** The same screen as customerSignup (spec §2). */
  signup: '/signup',
  agentDashboard: '/agent-dashboard',
  customerDashboard: '/customer-dashboard',
  /** The agent adds availability slots (spec §2 "Add availability"). */
  schedules: '/schedules',
  /** The agent's slots: list, edit, delete (spec §2 "Edit availability"). */
  availability: '/availability',
  /** The agent's biography (spec §2 "Other agent screens"). */
  bio: '/bio',
  /** The agent's identity documents (spec §2 "Other agent screens"). */
  docs: '/docs',
  /** The agent's bank account for payouts (PD-42). */
  bankAccount: '/cuenta-bancaria',
  /** The agent's earnings and payouts, 'Mis ganancias' (PD-41). */
  earnings: '/ganancias',
  /** The agent's booking screens (spec §2 "Other agent screens"); built by the booking lifecycle. */
  pending: '/pending',
  accepted: '/accepted',
  closed: '/closed',
  rejected: '/rejected',
  /** The customer's screens (spec §2 "Customer sidebar", "Other customer screens"). */
  profile: '/profile',
  pendingServices: '/pending-services',
  bookedServices: '/booked-services',
  activeServices: '/active-services',
  finishedServices: '/finished-services',
  cancelledServices: '/cancelled-services',
  /** The customer's finished services to rate (spec §2 "/rating"). */
  rating: '/rating',
  /** The customer's favourite agents, 'Mis agentes' (PD-46). */
  myAgents: '/mis-agentes',
  /** The payment pages (ADR-040): the same paths as `paymentPages` of the payments contract. */
  successPayment: '/success-payment',
  failurePayment: '/failure-payment',
  sandboxBank: '/sandbox-bank',
  privacy: '/privacy',
  terms: '/terms',
  devMailbox: '/dev/mailbox',
  /**
   * The operators' console's door (PD-36, ADR-078): its overview (issue 32); the
   * authenticator's code after the password at /signin; the authenticator's set-up at the first
   * sign-in. Its other pages are in `consolePaths`. Anyone but an operator is shown the not-found
   * page.
   */
  operatorConsole: '/operador',
  operatorCode: '/operador/codigo',
  operatorAuthenticator: '/operador/autenticador',
  /** An agent as anyone may see it (PD-45): profile, ratings, reviews, the days to book. */
  publicAgentProfile: '/agentes/:id',
} as const;

/**
 * The pages search engines may index, in the sitemap's order (issue 17): the landing page, the
 * sign-ups, sign-in and the legal pages. Every other page is behind a sign-in or a one-time link.
 */
export const indexablePaths = [
  webPaths.home,
  webPaths.customerSignup,
  webPaths.agentSignup,
  webPaths.signIn,
  webPaths.privacy,
  webPaths.terms,
] as const;

/** Paths that show another page's screen, by the page search engines should list instead. */
export const canonicalPathOf: Readonly<Record<string, string>> = {
  [webPaths.signup]: webPaths.customerSignup,
};

/**
 * The pages rendered to HTML at build time (ADR-048), by the file name the build gives them;
 * `notFound` is the page of any path the route table does not know.
 */
export const prerenderedPages = {
  home: webPaths.home,
  signIn: webPaths.signIn,
  customerSignup: webPaths.customerSignup,
  agentSignup: webPaths.agentSignup,
  privacy: webPaths.privacy,
  terms: webPaths.terms,
  notFound: '/pagina-no-encontrada',
} as const;

/**
 * Where a signed-in frame (below) has the session's name: a text no name can hold, which React
 * writes as it is and the API replaces, escaped, for each request.
 */
export const SESSION_NAME_MARK = '\u2063brillo-nombre\u2063';

/**
 * The signed-in pages whose first screen the build also renders (ADR-086), by the file name the
 * build gives them: the page as a person of `role` sees it while its reads are under way, with
 * `SESSION_NAME_MARK` for the name. The API answers it, the name filled in, to a request whose
 * session is of that role, and the empty shell to anyone else; the app then renders the page
 * anew over it.
 */
export const signedInFrames = {
  customerDashboard: { path: webPaths.customerDashboard, role: 'customer' },
  agentDashboard: { path: webPaths.agentDashboard, role: 'agent' },
} as const;
