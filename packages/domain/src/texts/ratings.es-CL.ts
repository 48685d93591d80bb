/**
 * Ratings (spec §2 "/rating", §8 "Rating", §9; product decisions 29, 32): the rating form, the
 * API's refusals, an agent's average as customers see it and the ratings an agent received.
 * Naming and the list of files: ./README.md.
 */
export const ratingsTexts = {
  /** An agent's average on the customer side: stars, one decimal and the count. */
  summary: {
    none: 'Sin evaluaciones',
    /** What a screen reader hears for the stars: '4,6 de 5'. */
    outOfFive: (average: string) => `${average} de 5`,
    count: (count: number) => (count === 1 ? '1 evaluación' : `${count} evaluaciones`),
  },
  /** One whole-star rating: what a screen reader hears and the radio buttons' names. */
  stars: (stars: number) => (stars === 1 ? '1 de 5 estrellas' : `${stars} de 5 estrellas`),
  /** The /rating screen (spec §2, §4: the form only for a finished booking without a rating). */
  page: {
    title: 'Servicios por evaluar',
    intro:
      'Cuéntanos cómo te fue: tu evaluación ayuda a otros clientes a elegir. Puedes evaluar cada servicio una vez, hasta 30 días después de finalizado.',
    loading: 'Cargando tus servicios por evaluar…',
    loadFailed: 'No se pudieron cargar tus servicios por evaluar.',
    empty: 'No tienes servicios por evaluar.',
    listLabel: 'Servicios por evaluar',
    toggle: 'Presiona para evaluar',
    toggleLabel: (service: string) => `Presiona para evaluar: ${service}`,
  },
  form: {
    legend: 'Tu evaluación',
    ratingHint: 'Usa las flechas para elegir de 1 a 5 estrellas.',
    comment: 'Comentario (opcional)',
    commentPlaceholder: '¿Qué te pareció el servicio?',
    counter: (used: string, max: string) => `${used} de ${max} caracteres`,
    send: 'Enviar evaluación',
    sent: '¡Calificación enviada exitosamente!',
    backSoon: 'Volviendo a tu dashboard…',
    failed: (message: string) => `No se pudo enviar tu evaluación: ${message}`,
    failedDefault: 'No se pudo enviar tu evaluación. Revisa tu conexión e inténtalo de nuevo.',
  },
  /** Field messages and the API's refusals. */
  api: {
    chooseRating: 'Elige de 1 a 5 estrellas.',
    commentNotText: 'Escribe tu comentario como texto.',
    commentTooLong: (max: string) => `Tu comentario puede tener hasta ${max} caracteres.`,
    badBookingId: 'Indica el servicio que quieres evaluar.',
    fieldsDoNotMatch: 'Los datos de la evaluación no coinciden con el servicio.',
    notFinished: 'Solo puedes evaluar un servicio finalizado.',
    alreadyRated: 'Ya evaluaste este servicio; la evaluación es definitiva.',
    windowClosed:
      'El plazo para evaluar este servicio terminó: se puede evaluar hasta 30 días después de finalizado.',
  },
  /** The ratings an agent received, on /closed (the customer's first name only). */
  received: {
    title: 'Evaluaciones recibidas',
    loading: 'Cargando tus evaluaciones…',
    loadFailed: 'No se pudieron cargar tus evaluaciones.',
    empty: 'Aún no recibes evaluaciones.',
    average: 'Promedio',
    by: (firstName: string, date: string) => `${firstName}, ${date}`,
    noComment: 'Sin comentario',
    more: (shown: number, total: number) => `Se muestran las ${shown} más recientes de ${total}.`,
  },
} as const;
