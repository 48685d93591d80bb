/**
 * The operators' overview at `/operador` (issue 32): the figures, the chart and its table.
 * Naming and the list of files: ./README.md.
 */
export const operatorOverviewTexts = {
  nav: 'Resumen',
  title: 'Resumen',
  intro:
    'La actividad de Brillo en el calendario de Chile (hora de Santiago). Las reservas se cuentan el día en que el cliente las solicitó, no el día del servicio.',
  loading: 'Cargando el resumen…',
  error: 'No pudimos cargar el resumen. Inténtalo de nuevo.',
  empty:
    'Todavía no hay reservas ni pagos: las cifras y el gráfico se llenan con la primera solicitud.',
  todayHeading: (day: string) => `Hoy, ${day}`,
  monthHeading: (month: string) => `Este mes, ${month}`,
  queuesHeading: 'Por atender',
  bookings: 'Reservas solicitadas',
  paid: 'Monto pagado',
  refunded: 'Monto reembolsado',
  cancellationRate: 'Tasa de cancelación',
  cancellationDetail: (cancelled: number, created: number) =>
    `${cancelled} de ${created} reservas solicitadas este mes están canceladas`,
  noBookingsThisMonth: 'Sin reservas solicitadas este mes',
  answerTime: 'Tiempo de respuesta de las agentes (mediana)',
  answerDetail: (decided: number) =>
    decided === 1
      ? '1 solicitud aceptada o rechazada en los últimos 30 días'
      : `${decided} solicitudes aceptadas o rechazadas en los últimos 30 días`,
  agentsWaiting: 'Agentes por verificar',
  agentsWaitingLink: 'Ver verificaciones',
  openProblems: 'Problemas abiertos',
  openProblemsLink: 'Ver problemas',
  chartTitle: 'Reservas y monto pagado por día, últimos 90 días',
  chartBookings: 'Reservas',
  chartPaid: 'Monto pagado',
  tableSummary: 'Ver las cifras del gráfico en una tabla',
  tableCaption: 'Reservas solicitadas y monto pagado por día, últimos 90 días',
  day: 'Día',
} as const;
