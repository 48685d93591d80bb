/**
 * The booking lifecycle: the statuses and reasons as people read them, the screens' chips, the
 * API's refusals and the toasts of spec §8 "Bookings" (in "tú", decision 32).
 * Naming and the list of files: ./README.md.
 */
export const bookingTexts = {
  /** Each of the spec's eight statuses. */
  statuses: {
    pending: 'Esperando confirmación',
    accepted_pending_payment: 'Por pagar',
    accepted_payment_success: 'Pagado',
    accepted_payment_failed: 'Pago fallido',
    accepted_customer_cancelation: 'Cancelado',
    rejected: 'Rechazado',
    finished: 'Finalizado',
    finished_evaluated: 'Evaluado',
  },
  /** Who or what ended a booking (decision 25). */
  reasons: {
    agent_rejected: 'Rechazada por el agente',
    customer_cancelled: 'Cancelada por el cliente',
    request_expired: 'Vencida: el agente no respondió a tiempo',
    payment_expired: 'Vencida: no se pagó a tiempo',
    refunded: 'Cancelada con reembolso',
    rating_window_closed: 'Plazo para evaluar vencido',
    operator_cancelled: 'Cancelada por Brillo',
    account_suspended: 'Terminada por una cuenta suspendida',
  },
  /** The chips the lists show. */
  chips: {
    waitingForPayment: 'Esperando pago',
    paid: 'Pagado',
    paymentFailed: 'Pago fallido',
    rejected: 'Rechazado',
    expired: 'Vencido',
    cancelled: 'Cancelado',
    finished: 'Finalizado',
    evaluated: 'Evaluado',
    notEvaluated: 'No evaluado',
  },
  /** The API's refusals. */
  api: {
    slotUnavailable: 'Este horario ya no está disponible',
    slotNotFound: 'No encontramos ese horario.',
    slotInPast: 'Este horario ya comenzó; elige uno futuro.',
    fieldsDoNotMatch: 'Los datos de la reserva no coinciden con el horario elegido.',
    bookingNotFound: 'No encontramos esa reserva.',
    notPending: 'Esta reserva ya fue respondida.',
    alreadyStarted: 'Este servicio ya comenzó.',
    tooLateToAccept:
      'Esta solicitud ya no se puede aceptar: venció o faltan menos de 2 horas para el servicio.',
    cannotCancel: 'Esta reserva ya no se puede cancelar.',
    paidNeedsRefund:
      'Esta reserva ya está pagada: para cancelarla hace falta un reembolso, que aún no está disponible. Escríbenos para ayudarte.',
    paidTooLate: 'Las reservas pagadas se pueden cancelar hasta 24 horas antes de su inicio.',
    notPaidYet: 'Solo puedes marcar como realizado un servicio pagado.',
    notStartedYet: 'Podrás marcar el servicio como realizado cuando haya comenzado.',
    refundPending:
      'Pediste cancelar este servicio y su reembolso está en curso: no se puede marcar como realizado.',
    badStatus: 'Indica si quieres cancelar la reserva o marcar el servicio como realizado.',
    badListStatus: 'Indica uno o más estados de reserva válidos.',
    badAvailabilityId: 'Indica el horario que quieres reservar.',
  },
  /** The toasts of spec §8 "Bookings". */
  toasts: {
    failedWithStatus: (status: number) =>
      `Error en la reserva: el servidor respondió con el estado ${status}`,
    failed: (message: string) => `Falló la reserva: ${message}`,
    booked: '¡Reserva exitosa!',
    accepted: 'Reserva aceptada con éxito!',
    rejected: '¡Reserva rechazada y disponibilidad actualizada con éxito!',
    cancelled: 'El servicio fue cancelado con éxito!',
    finished: 'El servicio fue realizado con éxito!',
    finishFailed: (message: string) => `No se pudo finalizar el servicio: ${message}`,
    noSlots: 'No hay espacios disponibles para este agente en el día seleccionado.',
  },
} as const;
