/**
 * The customer's side of bookings: the sidebar, the service lists (`/pending-services`,
 * `/booked-services`, `/active-services`, `/finished-services`, `/cancelled-services`) and
 * `/profile`. Naming and the list of files: ./README.md.
 */
export const customerBookingsTexts = {
  /** The customer sidebar (spec §2 "Customer sidebar"; decisions 15 and 31). */
  sidebar: {
    label: 'Menú de cliente',
    dashboard: 'Dashboard',
    profile: 'Mi perfil',
    pending: 'Servicios agendados',
    booked: 'Servicios por pagar',
    active: 'Servicios activos',
    finished: 'Servicios finalizados',
    cancelled: 'Servicios rechazados',
    properties: 'Mis propiedades',
    agents: 'Mis agentes',
    comingSoon: 'Pronto',
    close: 'Cerrar menú de cliente',
    /** The phone's menu button and the drawer's title (decision 31). */
    button: 'Mis servicios',
  },
  /** What every list shares. */
  list: {
    retry: 'Reintentar',
    more: (shown: number, total: number) => `Se muestran ${shown} de ${total}.`,
    status: 'Estado',
    start: 'Inicio',
    end: 'Término',
    createdAt: 'Reservado el',
    agent: 'Agente',
    agentPhone: 'Teléfono del agente',
    hours: 'Horas',
    total: 'Total',
    reason: 'Motivo',
    rating: 'Evaluación',
    comment: 'Tu comentario',
    noComment: 'Sin comentario',
    notRated: 'No evaluado',
    stars: (stars: number) => `${stars} de 5 estrellas`,
    serviceWith: (agent: string, when: string) => `Servicio con ${agent}, ${when}`,
  },
  pending: {
    title: 'Servicios agendados',
    intro: 'Solicitudes que esperan la confirmación de quien hará el servicio.',
    loading: 'Cargando tus servicios agendados…',
    loadFailed: 'No se pudieron cargar tus servicios agendados.',
    empty: 'No tienes solicitudes esperando confirmación.',
  },
  booked: {
    title: 'Servicios por pagar',
    intro: 'Servicios aceptados que esperan tu pago.',
    loading: 'Cargando tus servicios por pagar…',
    loadFailed: 'No se pudieron cargar tus servicios por pagar.',
    empty: 'No tienes servicios por pagar.',
    /** Decision 26: a failed payment stays here and can be tried again. */
    failedNote: 'El pago anterior no se completó. Puedes intentarlo de nuevo.',
    pay: 'Pagar servicio',
    payLabel: (service: string) => `Pagar servicio: ${service}`,
    /** The payment issue wires 'Pagar servicio'; until then the button says so honestly. */
    paySoon: 'Pronto podrás pagar aquí. El pago en línea todavía no está disponible.',
    cancel: 'Cancelar servicio',
    cancelLabel: (service: string) => `Cancelar servicio: ${service}`,
  },
  active: {
    title: 'Servicios activos',
    intro: 'Servicios pagados. Márcalos como realizados una vez que comiencen.',
    loading: 'Cargando tus servicios activos…',
    loadFailed: 'No se pudieron cargar tus servicios activos.',
    empty: 'No tienes servicios activos.',
    finish: 'Servicio realizado',
    finishLabel: (service: string) => `Servicio realizado: ${service}`,
    /** Decision 27: before the start the button is not offered; this says when it will be. */
    notStarted: 'Podrás marcarlo como realizado cuando el servicio comience.',
  },
  finished: {
    title: 'Servicios finalizados',
    intro: 'Servicios realizados, con tu evaluación cuando la diste.',
    loading: 'Cargando tus servicios finalizados…',
    loadFailed: 'No se pudieron cargar tus servicios finalizados.',
    empty: 'Todavía no tienes servicios finalizados.',
  },
  cancelled: {
    title: 'Servicios rechazados',
    intro: 'Solicitudes rechazadas o vencidas y servicios cancelados.',
    loading: 'Cargando tus servicios rechazados…',
    loadFailed: 'No se pudieron cargar tus servicios rechazados.',
    empty: 'No tienes servicios rechazados ni cancelados.',
  },
  /** The cancellation dialog (decision 24: the policy is stated before confirming). */
  cancelDialog: {
    title: 'Cancelar servicio',
    question: (service: string) => `¿Quieres cancelar este servicio? ${service}`,
    policy:
      'Puedes cancelar sin costo una solicitud pendiente o un servicio aceptado y aún no pagado en cualquier momento antes de que comience. Un servicio pagado se puede cancelar hasta 24 horas antes de su inicio, con reembolso total.',
    keep: 'Volver',
    confirm: 'Sí, cancelar servicio',
    close: 'Cerrar',
    cancelFailed: 'No se pudo cancelar el servicio. Inténtalo de nuevo.',
  },
  finishFailedDefault: 'No se pudo finalizar el servicio. Inténtalo de nuevo.',
  /** Why a booking ended (decision 25's reason), as its customer reads it ("tú"). */
  reasons: {
    agent_rejected: 'Rechazado por la agente',
    customer_cancelled: 'Cancelado por ti',
    request_expired: 'Vencido: la agente no respondió a tiempo',
    payment_expired: 'Vencido: no se pagó a tiempo',
    refunded: 'Cancelado con reembolso',
    rating_window_closed: 'Plazo para evaluar vencido',
    operator_cancelled: 'Cancelado por Brillo',
    account_suspended: 'Terminado por una cuenta suspendida',
    unknown: 'Sin motivo registrado',
  },
  /** `/profile` (spec §2 "Other customer screens"). */
  profile: {
    title: 'Mi perfil',
    loading: 'Cargando tu perfil…',
    loadFailed: (error: string) => `Ocurrió un error al cargar tu perfil: ${error}`,
    name: 'Nombre',
    email: 'Email',
    phone: 'Teléfono',
    address: 'Dirección',
    addressExtra: 'Información adicional',
    lastSignIn: 'Último inicio de sesión',
    createdAt: 'Cuenta creada el',
    noEmail: 'Sin email',
    noPhone: 'Sin teléfono',
    noAddress: 'Sin dirección',
    noExtra: 'Sin información adicional',
  },
} as const;
