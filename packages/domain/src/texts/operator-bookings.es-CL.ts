/**
 * The operators' bookings (`/operador/reservas`, PD-36): the searchable list, one booking's page
 * with its parties, money, history and emails, the cancellation on someone's behalf, and the
 * refusals of their endpoints. Naming and the list of files: ./README.md.
 */
export const operatorBookingsTexts = {
  api: {
    badStatus: 'Elige estados de reserva válidos.',
    badDay: 'Escribe una fecha válida (AAAA-MM-DD).',
    badRange: 'La fecha final no puede ser anterior a la inicial.',
    badFilter: 'Escribe un filtro de 1 a 100 caracteres.',
    badComuna: 'Elige una comuna de Chile.',
    badPage: 'La página debe ser un número entero desde 1.',
    reasonRequired: 'Escribe el motivo de la cancelación.',
    reasonTooLong: (max: number) => `El motivo puede tener hasta ${max} caracteres.`,
    bookingNotFound: 'No encontramos esa reserva.',
    cannotCancel: 'Esta reserva ya terminó: no se puede cancelar.',
    alreadyCancelled: 'Esta reserva ya está cancelada o rechazada: no se puede cancelar de nuevo.',
    alreadyChanged:
      'Otra persona cambió esta reserva mientras la cancelabas. Revisa su estado actual.',
    refundPending:
      'El reembolso que pidió el cliente al cancelar está en curso: espera su resultado.',
  },
} as const;
