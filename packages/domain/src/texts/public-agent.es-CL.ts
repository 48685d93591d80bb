/**
 * The public agent profile `/agentes/:id` (PD-45): what anyone, signed in or not, reads of an
 * agent, the latest reviews, the next days with availability, the invitation to sign in to book,
 * and the API's refusals. Naming and the list of files: ./README.md.
 */
export const publicAgentTexts = {
  /** The page's title in the browser's tab ('· Brillo' is added after it). */
  pageTitle: (name: string) => `Perfil de ${name}`,
  /** The tab's title while the agent is read. */
  loadingTitle: 'Perfil de agente',
  loading: 'Cargando el perfil…',
  loadFailed: 'No se pudo cargar el perfil de este agente.',
  avatarAlt: (name: string) => `Foto de ${name}`,
  /** Where the agent lives, as a line under the name. */
  comuna: (comuna: string) => `Comuna: ${comuna}`,
  rate: (amount: string) => `${amount} por hora`,
  bioTitle: 'Sobre mí',
  noBio: 'Este agente aún no escribió su biografía.',
  servicesTitle: 'Servicios adicionales',
  noServices: 'Sin servicios adicionales.',
  /** The comunas where the agent works, its service area (PD-43). */
  areaTitle: 'Comunas donde trabaja',
  noArea: 'Aún no indica las comunas donde trabaja.',
  /** The rating's breakdown: one line a star, read as text, not only as a bar. */
  ratingTitle: 'Evaluaciones',
  breakdownLabel: 'Evaluaciones por estrellas',
  starLine: (stars: number, count: number) =>
    `${stars === 1 ? '1 estrella' : `${stars} estrellas`}: ${count === 1 ? '1 evaluación' : `${count} evaluaciones`}`,
  starShort: (stars: number) => `${stars} ★`,
  /** The reviews, newest first, a page at a time. */
  reviewsTitle: 'Opiniones de clientes',
  reviewsLoading: 'Cargando opiniones…',
  reviewsFailed: 'No se pudieron cargar las opiniones.',
  noReviews: 'Aún no hay opiniones de clientes.',
  noComment: 'Sin comentario.',
  /** Who wrote the review and when: 'Camila · noviembre de 2026'. */
  reviewBy: (firstName: string, month: string) => `${firstName} · ${month}`,
  more: 'Ver más',
  /** The next days with availability and the way to book. */
  daysTitle: 'Próximos días con horarios',
  daysIntro: 'Elige un día para ver sus horarios y reservar.',
  noDays: 'No tiene horarios disponibles en los próximos 14 días.',
  /** When the next 14 days are empty: the agent's first day with a slot, up to 90 days ahead. */
  nextLater: (day: string) => `Su próximo horario disponible es el ${day}.`,
  dayLink: (day: string) => `Ver horarios del ${day}`,
  /** The chosen day's slots, on the profile itself. */
  slotsTitle: (day: string) => `Horarios del ${day}`,
  slotsLoading: 'Cargando horarios…',
  slotsFailed: 'No se pudieron cargar los horarios.',
  noSlots: 'Ya no quedan horarios disponibles ese día. Elige otro día.',
  slotGone: 'Ese horario ya no está disponible. Elige otro.',
  slotLine: (times: string, hours: string) => `${times} · ${hours}`,
  hours: (hours: string) => (hours === '1' ? '1 hora' : `${hours} horas`),
  /** A signed-out visitor who chose a slot: sign in or sign up, then back to the same slot. */
  slotSignInTitle: 'Inicia sesión para reservar este horario',
  slotSignInPrompt: (slot: string) =>
    `Para reservar el ${slot}, inicia sesión o crea tu cuenta de cliente: volverás aquí con este horario elegido, listo para confirmar.`,
  signInTitle: 'Inicia sesión para reservar',
  signInPrompt:
    'Elige un día y un horario, o inicia sesión o crea tu cuenta de cliente: volverás a esta página para reservar.',
  signInActions: 'Iniciar sesión o registrarse',
  signIn: 'Iniciar sesión',
  signUp: 'Crear cuenta de cliente',
  agentCallerNote: 'Solo los clientes pueden reservar horarios.',
  /** The link from an agent's card in the customer's lists. */
  seeProfile: 'Ver perfil',
  seeProfileOf: (name: string) => `Ver perfil de ${name}`,
  /** The API's refusals. */
  api: {
    agentNotFound: 'No encontramos a este agente.',
    badPage: 'La página debe ser un número entero desde 1.',
  },
} as const;
