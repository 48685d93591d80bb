/**
 * The agent's booking screens (`/pending`, `/accepted`, `/rejected`, `/closed`; spec §2 "Other
 * agent screens", §8 "Bookings"), the accept and reject actions, and the refusals of the agent's
 * booking reads. Naming and the list of files: ./README.md.
 */
export const agentBookingsTexts = {
  pending: {
    title: 'Esperando confirmación',
    intro: 'Solicitudes de clientes que esperan tu respuesta, de la más próxima a la última.',
    empty: 'No tienes solicitudes pendientes.',
    loading: 'Cargando tus solicitudes…',
    loadFailed: 'No se pudieron cargar tus solicitudes.',
  },
  accepted: {
    title: 'Reservas aceptadas',
    intro:
      'Reservas que aceptaste. Verás el contacto completo del cliente cuando el pago esté listo.',
    empty: 'No tienes reservas aceptadas.',
    loading: 'Cargando tus reservas aceptadas…',
    loadFailed: 'No se pudieron cargar tus reservas aceptadas.',
  },
  rejected: {
    title: 'Reservas canceladas',
    intro: 'Reservas rechazadas, vencidas o canceladas por el cliente.',
    empty: 'No tienes reservas canceladas.',
    loading: 'Cargando tus reservas canceladas…',
    loadFailed: 'No se pudieron cargar tus reservas canceladas.',
  },
  closed: {
    title: 'Reservas finalizadas',
    intro: 'Servicios realizados, del más reciente al más antiguo.',
    empty: 'Aún no tienes servicios finalizados.',
    loading: 'Cargando tus servicios finalizados…',
    loadFailed: 'No se pudieron cargar tus servicios finalizados.',
  },
  /** One booking's lines. */
  item: {
    limitedCustomer: (firstName: string, comuna: string | null) =>
      comuna ? `${firstName}, de ${comuna}` : firstName,
    when: (start: string, end: string) => `${start} a ${end}`,
    hours: 'Horas',
    total: 'Total',
    email: 'Correo',
    phone: 'Teléfono',
    address: 'Dirección',
    contactAfterPayment: 'Verás el contacto completo del cliente cuando pague.',
    reason: 'Motivo',
    /** The list's accessible name of one booking. */
    label: (customer: string, start: string) => `Reserva de ${customer}, ${start}`,
  },
  /** More bookings than one list shows. */
  more: (shown: number, total: number) => `Se muestran ${shown} de ${total}.`,
  retry: 'Reintentar',
  /** The agent's answers to a pending request (spec §8 "Bookings"). */
  actions: {
    accept: 'Aceptar',
    reject: 'Rechazar',
    acceptLabel: (customer: string, start: string) => `Aceptar la reserva de ${customer}, ${start}`,
    rejectLabel: (customer: string, start: string) =>
      `Rechazar la reserva de ${customer}, ${start}`,
    failed: 'No se pudo completar la acción. Inténtalo de nuevo.',
    confirmTitle: '¿Rechazar esta reserva?',
    confirmBody: (customer: string, when: string) =>
      `Vas a rechazar la solicitud de ${customer} para ${when}. El cliente verá la reserva como rechazada y el espacio dejará de ofrecerse; podrás volver a ofrecerlo desde Reservas canceladas.`,
    confirm: 'Sí, rechazar',
    cancel: 'Volver',
    closeDialog: 'Cerrar',
    /** Offering again the slot of a booking the agent rejected (decision 23). */
    reopen: 'Volver a ofrecer el espacio',
    reopenLabel: (start: string) => `Volver a ofrecer el espacio del ${start}`,
    reopened: 'El espacio vuelve a estar disponible para los clientes.',
  },
  /** The agent booking reads' refusals. */
  api: {
    badStatus:
      'El estado debe ser uno o más de: pending, accepted_pending_payment, accepted_payment_success, accepted_payment_failed, rejected o accepted_customer_cancelation.',
  },
} as const;
