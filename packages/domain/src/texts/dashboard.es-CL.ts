/**
 * The agent and customer dashboards.
 * Naming and the list of files: ./README.md.
 */
const bioQuoted = (bio: string) => `“${bio}”`;
const BIO_EMPTY = 'No tienes una biografía todavía :(';

export const dashboardTexts = {
  agentTitle: 'Dashboard de agentes',
  customerTitle: 'Dashboard',
  greeting: (name: string) => `Hola, ${name}`,
  /** The way back from every agent screen (spec: 'Volver al Dashboard'). */
  backToDashboard: 'Volver al Dashboard',
  joinedOn: (date: string) => `Te uniste a Brillo el ${date}`,
  /** While a dashboard's parts wait for their first answers, to show them together. */
  loading: 'Cargando tu dashboard…',
  /** Shown where a value is missing (spec: 'N/A'). */
  notAvailable: 'N/A',
  retry: 'Reintentar',
  /** The header's star rating (decision 29: the mean rounded to a whole star; the stars' name is ratingsTexts.stars). */
  rating: {
    label: 'Tu evaluación',
    count: (count: number) => (count === 1 ? '1 evaluación' : `${count} evaluaciones`),
    none: 'Sin evaluaciones',
    loading: 'Cargando tu evaluación…',
    loadFailed: 'No se pudo cargar tu evaluación.',
  },
  bio: {
    quoted: bioQuoted,
    empty: BIO_EMPTY,
    /** What the header shows of a biography as stored: in quotes, or the fallback. */
    shown: (bio: string) => (bio.trim() ? bioQuoted(bio.trim()) : BIO_EMPTY),
    loading: 'Cargando tu biografía…',
    loadFailed: 'No se pudo cargar tu biografía.',
    edit: 'Editar biografía',
  },
  /** The cards of paid services that are not over yet. */
  active: {
    title: 'Servicios pagados próximos',
    empty: 'No tienes servicios pagados por realizar.',
    loading: 'Cargando tus servicios pagados…',
    loadFailed: 'No se pudieron cargar tus servicios pagados.',
    more: (shown: number, total: number) => `Se muestran ${shown} de ${total}.`,
    cardTitle: (name: string) => `Servicio para ${name}`,
    customer: 'Cliente',
    email: 'Correo',
    phone: 'Teléfono',
    address: 'Dirección',
    addressExtra: 'Detalle de la dirección',
    start: 'Inicio',
    end: 'Término',
    hours: 'Horas',
    hourlyRate: 'Tarifa por hora',
    total: 'Total',
  },
  /** The bookings panel: pending requests and accepted, paid bookings. */
  bookings: {
    title: 'Tus reservas',
    pendingTitle: 'Esperando confirmación',
    acceptedTitle: 'Reservas aceptadas y pagadas',
    pendingEmpty: 'No tienes solicitudes esperando confirmación.',
    acceptedEmpty: 'No tienes reservas aceptadas y pagadas.',
    loading: 'Cargando tus reservas…',
    loadFailed: 'No se pudieron cargar tus reservas.',
    more: (shown: number, total: number) => `Se muestran ${shown} de ${total}.`,
    /** Before payment the agent sees the first name and comuna only (decision 28). */
    limitedCustomer: (firstName: string, comuna: string | null) =>
      comuna ? `${firstName}, de ${comuna}` : firstName,
    when: (start: string, end: string) => `${start} – ${end}`,
    hoursAndTotal: (hours: string, total: string) => `${hours} h · ${total}`,
  },
  /** The profile and documents panel. */
  profile: {
    title: 'Tu perfil y documentos',
    email: 'Correo',
    phone: 'Teléfono',
    address: 'Dirección',
    serviceComunas: 'Comunas donde trabajas',
    changeServiceComunas: 'Cambiar comunas',
    nationality: 'Nacionalidad',
    lastConnection: 'Última conexión',
    loading: 'Cargando tu perfil…',
    loadFailed: 'No se pudo cargar tu perfil.',
    docsTitle: 'Documentos',
    docsLoading: 'Revisando tus documentos…',
    docsLoadFailed: 'No se pudo revisar tus documentos.',
    docsLink: 'Subir documentos',
  },
  /** The dashboard's buttons. */
  actions: {
    title: 'Acciones',
    addAvailability: 'Agregar disponibilidad',
    editAvailability: 'Modificar disponibilidad',
    pending: 'Esperando confirmación',
    accepted: 'Reservas aceptadas',
    closed: 'Reservas finalizadas',
    rejected: 'Reservas canceladas',
    /** The count badge's accessible text. */
    count: (count: number) => (count === 1 ? '1 reserva' : `${count} reservas`),
    /** 'Reservas aceptadas' counts the paid ones (spec §2). */
    countPaid: (count: number) => (count === 1 ? '1 reserva pagada' : `${count} reservas pagadas`),
    countLoading: 'contando…',
    countFailed: 'sin dato',
  },
  /** The collapsible refer-a-colleague banner at the bottom. */
  referral: {
    title: '¿Conoces a alguien que limpie como tú?',
    body: 'Invita a una colega a trabajar con Brillo. Puede registrarse como agente con este enlace.',
    link: 'Ir al registro de agentes',
    copy: 'Copiar enlace',
    copied: 'Enlace copiado',
    copyFailed: 'No se pudo copiar el enlace. Cópialo desde la barra de direcciones.',
  },
} as const;
