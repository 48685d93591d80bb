/**
 * The customer dashboard and the search for an agent (spec §2 "Customer dashboard", §8
 * "Bookings"; product decisions 29, 31, 33): the tiles, 'Disponibilidad cercana', the calendar,
 * the agents of a day, their slots, the confirmation card and the API's refusals.
 * Naming and the list of files: ./README.md.
 */
export const discoveryTexts = {
  title: 'Dashboard',
  greeting: (name: string) => `Hola, ${name}`,
  /** The four tiles of spec §2, each with a count, a loading text or a none-message. */
  tiles: {
    label: 'Resumen de tus servicios',
    toPay: {
      title: 'Servicios por pagar',
      none: 'No tienes servicios por pagar.',
      action: 'Ir a Pagar',
    },
    active: {
      title: 'Servicios activos',
      none: 'No tienes servicios activos.',
      action: 'Ir a finalizar',
    },
    toRate: {
      title: 'Servicios por evaluar',
      none: 'No tienes servicios por evaluar.',
      action: 'Ir a evaluar',
    },
    scheduled: {
      title: 'Servicios agendados',
      none: 'No tienes servicios agendados.',
      action: 'Ver servicios',
    },
    loading: 'Cargando…',
    loadFailed: 'No se pudo cargar.',
    count: (count: number) => (count === 1 ? '1 servicio' : `${count} servicios`),
  },
  /** 'Disponibilidad cercana': agents by their next available slot (decision 33). */
  /** The customer's favourite agents, first in both lists (PD-46). */
  favourites: {
    title: 'Tus agentes favoritos',
  },
  nearby: {
    title: 'Disponibilidad cercana',
    loading: 'Buscando agentes disponibles…',
    loadFailed: 'No se pudo cargar la disponibilidad cercana.',
    empty: 'Por ahora ningún agente tiene horarios disponibles.',
    next: (when: string) => `Próxima disponibilidad: ${when}`,
    pagination: 'Páginas de disponibilidad cercana',
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
    page: (page: number) => `Página ${page}`,
  },
  calendar: {
    title: 'Elige un día',
    label: 'Calendario de disponibilidad',
    marked: 'Días con agentes disponibles',
    hasAvailability: 'con agentes disponibles',
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
  },
  /** The agents of the chosen day. */
  agents: {
    title: (day: string) => `Agentes disponibles el ${day}`,
    loading: 'Buscando agentes para este día…',
    loadFailed: 'No se pudieron cargar los agentes de este día.',
    none: 'No hay agentes disponibles para este día.',
    /** Under a day's cards when the answer holds fewer agents than the day has. */
    more: (shown: number, total: number) =>
      `Se muestran ${shown} de ${total} agentes disponibles este día.`,
    nextDay: (day: string) => `Ver el próximo día con disponibilidad: ${day}`,
    available: 'Disponible',
    rate: (rate: string) => `${rate} por hora`,
    services: 'Servicios adicionales',
    noServices: 'Sin servicios adicionales',
    bio: 'Biografía',
    showBio: 'Ver biografía',
    hideBio: 'Ocultar biografía',
    noBio: 'Este agente aún no escribe su biografía.',
    seeSlots: 'Ver horarios',
    choose: (name: string) => `Ver horarios de ${name}`,
    chosen: 'Elegido',
    avatarAlt: (name: string) => `Foto de ${name}`,
  },
  /** Choosing among the agents of a day (decisions 43, 44): filters, order, count and pages. */
  filters: {
    label: 'Filtrar agentes',
    services: 'Servicios adicionales',
    maxRate: 'Tarifa máxima',
    anyRate: 'Cualquier tarifa',
    rateUpTo: (rate: string) => `Hasta ${rate} por hora`,
    minRating: 'Calificación mínima',
    anyRating: 'Cualquier calificación',
    ratingFrom: (rating: string) => `${rating} o más`,
    verifiedOnly: 'Solo verificados',
    sort: 'Ordenar por',
    sorts: { soonest: 'Más pronto', rating: 'Mejor evaluados', rate: 'Menor tarifa' },
    allComunas: 'Ver todas las comunas',
    worksIn: (comuna: string) => `Agentes que trabajan en ${comuna}`,
    everyComuna: 'Agentes de todas las comunas',
    count: (count: number) => (count === 1 ? '1 agente' : `${count} agentes`),
    updating: 'Actualizando…',
    noMatch: 'Ningún agente disponible este día cumple lo que buscas.',
    noneInComuna: (comuna: string) =>
      `Ningún agente que trabaja en ${comuna} tiene horarios este día.`,
    widen: 'Amplía la búsqueda:',
    clear: 'Quitar filtros',
    pagination: 'Páginas de agentes',
    page: (page: number, pages: number) => `Página ${page} de ${pages}`,
  },
  /** The slots of the chosen agent on the chosen day. */
  slots: {
    title: (name: string) => `Horarios de ${name}`,
    loading: 'Cargando horarios…',
    loadFailed: 'No se pudieron cargar los horarios.',
    none: 'No hay espacios disponibles para este agente en el día seleccionado.',
    line: (times: string, hours: string) => `${times} · ${hours}`,
    hours: (hours: string) => (hours === '1' ? '1 hora' : `${hours} horas`),
  },
  /** The confirmation card (spec: Confirmar and Volver). */
  confirm: {
    title: 'Confirma tu reserva',
    agent: 'Agente',
    date: 'Fecha',
    times: 'Horario',
    hours: 'Horas',
    rate: 'Tarifa por hora',
    total: 'Total',
    submit: 'Confirmar',
    back: 'Volver',
    sending: 'Reservando…',
    /** Spec §5 "Booking": signed out. */
    signInNeeded: 'Debes iniciar sesión para realizar una reserva.',
    signInButton: 'Por favor inicia sesión para agendar.',
    /** Spec §8 "Bookings". */
    success: '¡Reserva exitosa!',
    failedStatus: (status: number) =>
      `Error en la reserva: el servidor respondió con el estado ${status}`,
  },
  /** The API's refusals. */
  api: {
    badDay: 'Indica un día válido con el formato AAAA-MM-DD.',
    dayTooFar: (days: number) => `Elige un día dentro de los próximos ${days} días.`,
    badMonth: 'Indica un mes válido con el formato AAAA-MM.',
    badPage: 'Indica una página válida: un número entero desde 1.',
    badLimit: (max: number) => `Indica un límite válido: un número entero de 1 a ${max}.`,
    badAgentId: 'Indica el agente cuyos horarios quieres ver.',
    badServices:
      'Indica servicios adicionales válidos separados por comas: limpieza, cocina, planchado, compras, jardineria, mascotas, cuidado o bebes.',
    badMaxRate:
      'Indica una tarifa máxima válida: un número entero de pesos desde 1 hasta 1.000.000.',
    badMinRating: 'Indica una calificación mínima válida: un número de 1 a 5.',
    badVerifiedOnly: 'Indica verifiedOnly como true o false.',
    badSort: 'Indica un orden válido: soonest, rating o rate.',
    badAllComunas: 'Indica allComunas como true o false.',
    agentNotFound: 'No encontramos a ese agente.',
  },
} as const;
