/**
 * The agent's earnings and payouts ('Mis ganancias', PD-40 and PD-41): the page at /ganancias, its
 * link on the dashboard, and the email a payout sends.
 * Naming and the list of files: ./README.md.
 */
export const earningsTexts = {
  page: {
    title: 'Mis ganancias',
    intro:
      'Lo que ganas por cada servicio pagado, cuándo queda disponible y los pagos que te hemos hecho.',
    dashboardLink: 'Mis ganancias',
    loading: 'Cargando tus ganancias…',
    loadFailed: 'No pudimos cargar tus ganancias. Inténtalo de nuevo.',
  },
  /** The dashboard's line with the available balance. */
  dashboard: {
    available: (amount: string) => `Disponible: ${amount}`,
    loading: 'Cargando tu saldo…',
    loadFailed: 'No pudimos cargar tu saldo.',
  },
  figures: {
    title: 'Tu saldo',
    available: 'Disponible',
    held: 'Retenido',
    paid: 'Pagado',
    nextPayout: (date: string, time: string) => `Se paga el lunes ${date} a las ${time}.`,
    belowMinimum: (minimum: string) =>
      `Pagamos desde ${minimum}: si no alcanzas ese monto, lo disponible se junta para el lunes siguiente.`,
    negative: 'Un reembolso hecho después de un pago se descuenta de tus próximas ganancias.',
    heldForRecentService: (amount: string) => `${amount} por las 48 horas después del servicio`,
    heldForOpenProblem: (amount: string) => `${amount} por un problema abierto`,
    inTransit: (amount: string) => `En camino: ${amount}`,
  },
  bankAccount: {
    missing: 'Aún no tienes una cuenta para recibir tus pagos. Regístrala para que te paguemos.',
    missingLink: 'Ir a Cuenta para pagos',
    waiting:
      'Tu cuenta nueva recibe pagos 24 horas después de registrarla; hasta entonces, lo disponible espera.',
  },
  bookings: {
    title: 'Servicios pagados',
    scrollHint:
      'Del servicio más reciente al más antiguo. En un teléfono, desliza la tabla hacia el lado.',
    empty: 'Aún no tienes servicios pagados.',
    columns: {
      serviceDate: 'Fecha del servicio',
      paid: 'Pagado por el cliente',
      commission: 'Comisión',
      earning: 'Tu ganancia',
      refunded: 'Reembolsado',
      state: 'Estado',
    },
    commission: (amount: string, percent: string) => `${amount} (${percent} %)`,
    noRefund: 'Sin reembolso',
    states: {
      held: 'Retenida',
      available: 'Disponible',
      in_payout: 'En un pago',
      paid: 'Pagada',
      refunded: 'Reembolsada',
    },
    holdReasons: {
      recentService: 'Por las 48 horas después del servicio',
      openProblem: 'Por un problema abierto',
    },
    availableFrom: (date: string) => `Disponible desde el ${date}`,
  },
  payouts: {
    title: 'Pagos',
    empty: 'Aún no te hemos hecho pagos. Te pagamos cada lunes lo que tengas disponible.',
    date: 'Fecha',
    amount: 'Monto',
    destination: 'Cuenta',
    state: 'Estado',
    statuses: {
      pending: 'Pendiente',
      sent: 'Enviado',
      paid: 'Pagado',
      failed: 'Fallido',
    },
    failureReason: (reason: string) => `Motivo: ${reason}`,
    failedReturns: 'El monto volvió a tu saldo disponible para el próximo pago.',
    showItems: (count: number) =>
      count === 1 ? 'Ver el servicio de este pago' : `Ver los ${count} servicios de este pago`,
    hideItems: 'Ocultar los servicios',
    itemsLabel: (date: string) => `Servicios del pago del ${date}`,
  },
  email: {
    subject: (amount: string) => `Te enviamos ${amount}`,
    heading: 'Tu pago va en camino',
    body: (amount: string, destination: string) =>
      `Brillo te envió ${amount} por tus servicios, a tu cuenta ${destination}.`,
    when: 'Las transferencias suelen llegar en minutos; algunos bancos las abonan el día hábil siguiente.',
    action: 'Ver mis ganancias',
  },
} as const;
