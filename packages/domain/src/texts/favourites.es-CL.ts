/**
 * 'Mis agentes' (PD-46): the customer's favourite agents, the toggle on agent cards, 'Reservar de
 * nuevo' on finished bookings, and the API's refusals. Naming and the list of files: ./README.md.
 */
export const favouritesTexts = {
  /** The `/mis-agentes` page. */
  page: {
    title: 'Mis agentes',
    intro: 'Los agentes que guardaste, con su próxima disponibilidad, para volver a reservarlos.',
    loading: 'Cargando tus agentes…',
    loadFailed: 'No se pudieron cargar tus agentes.',
    empty:
      'Aún no guardas agentes. Usa «Guardar en Mis agentes» en la tarjeta de un agente para tenerlo aquí.',
    listLabel: 'Mis agentes',
    nextAvailability: 'Próxima disponibilidad',
    noAvailability: 'Sin disponibilidad por ahora',
    book: 'Ver horarios y reservar',
    bookLabel: (name: string) => `Ver horarios y reservar: ${name}`,
    perHour: (rate: string) => `${rate} por hora`,
  },
  /** The dashboard's link to the page. */
  dashboardLink: 'Mis agentes',
  /** The toggle on an agent's card (aria-pressed tells whether the agent is saved). */
  toggle: {
    save: 'Guardar en Mis agentes',
    remove: 'Quitar de Mis agentes',
    saveLabel: (name: string) => `Guardar en Mis agentes: ${name}`,
    removeLabel: (name: string) => `Quitar de Mis agentes: ${name}`,
    saved: (name: string) => `${name} quedó en Mis agentes.`,
    removed: (name: string) => `${name} salió de Mis agentes.`,
    failed: 'No se pudo cambiar Mis agentes. Inténtalo de nuevo.',
  },
  /** A finished booking's way back to the same agent. */
  bookAgain: 'Reservar de nuevo',
  bookAgainLabel: (name: string) => `Reservar de nuevo: ${name}`,
  /** The API's refusals. */
  api: {
    agentNotFound: 'No encontramos a ese agente.',
  },
};
