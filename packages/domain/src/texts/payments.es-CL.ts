/**
 * Payments (spec §2 "Payment result pages", §8 "Payment"; decisions 12, 16, 24, 26): the API's
 * refusals, the pay button's toasts, the sandbox bank page and the result pages.
 */
export const paymentsTexts = {
  api: {
    bookingNotFound: 'No encontramos esa reserva.',
    notPayableYet: 'Esta reserva todavía no puede pagarse: espera a que la agente la acepte.',
    alreadyPaid: 'Esta reserva ya está pagada.',
    notPayable: 'Esta reserva ya no se puede pagar.',
    paymentExpired: 'El plazo para pagar esta reserva terminó.',
    providerUnavailable:
      'No pudimos comunicarnos con el medio de pago. Inténtalo de nuevo en unos minutos.',
    paymentStarting: 'Ya estamos iniciando tu pago; espera unos segundos y vuelve a intentarlo.',
    description: (agentName: string) => `Brillo: servicio de limpieza con ${agentName}`,
    intentNotFound: 'No encontramos ese pago.',
    intentSettled: 'Este pago ya fue respondido por el banco.',
    invalidSignature: 'La notificación no tiene una firma válida.',
    malformedNotification: 'La notificación no es un JSON válido de un evento.',
    unknownProvider: 'No conocemos ese medio de pago.',
    refundFailed:
      'No pudimos pedir el reembolso. Tu servicio sigue pagado; inténtalo de nuevo o escríbenos.',
    refundPending: 'Pedimos el reembolso: cancelaremos el servicio en cuanto el banco lo confirme.',
  },
  /** Spec §8 "Payment". */
  toasts: {
    started: 'Redirigiendo a pago!',
    succeeded: 'Pago exitoso! Redirigiendo ...',
    startFailed: 'No se pudo iniciar el pago. Inténtalo de nuevo.',
    widgetFailed: 'No se pudo abrir el medio de pago. Inténtalo de nuevo.',
  },
  /** The built-in sandbox bank (never in production). */
  sandbox: {
    pageTitle: 'Banco de prueba',
    title: 'Transferencia bancaria de prueba',
    notice: 'Banco simulado: ningún dinero se mueve. Solo existe fuera de producción.',
    amount: 'Monto a pagar',
    description: 'Detalle',
    bankLabel: 'Elige tu banco',
    bankPlaceholder: 'Selecciona un banco',
    bankRequired: 'Elige un banco para continuar.',
    approve: 'Aprobar transferencia',
    decline: 'Rechazar transferencia',
    close: 'Cerrar sin pagar',
    loading: 'Cargando el pago…',
    loadFailed: 'No encontramos este pago o ya fue respondido.',
    settleFailed: 'El banco de prueba no pudo responder. Inténtalo de nuevo.',
    backToServices: 'Volver a servicios por pagar',
  },
  /** Decision 16: the name from the query string, or a neutral greeting. */
  greeting: (name: string | null) => (name ? `¡Hola, ${name}!` : '¡Hola!'),
  success: {
    pageTitle: 'Pago exitoso',
    title: 'Pago realizado',
    body: 'Enviamos tus datos a la agente. Espera el día acordado para tu servicio.',
    waiting: 'Esperando la confirmación del banco…',
    confirmed: 'El banco confirmó tu pago: tu servicio está confirmado.',
    failed: 'El banco no confirmó el pago. Puedes intentarlo de nuevo desde tu panel.',
    notFound: 'No encontramos el estado de este pago. Revisa tus servicios en el panel.',
  },
  failure: {
    pageTitle: 'Pago no completado',
    title: 'El pago no se completó',
    body: 'No se realizó ningún cargo. Puedes intentarlo de nuevo desde "Servicios por pagar" en tu panel, o escribirnos a soporte.',
    failed: 'El banco rechazó el pago. Puedes intentarlo de nuevo desde tu panel.',
    open: 'Tu servicio sigue esperando el pago.',
    paid: 'Este servicio ya está pagado.',
    support: (email: string) => `Soporte: ${email}`,
  },
  backToDashboard: 'Volver al panel',
  /** The booking status as the result pages say it. */
  state: {
    label: 'Estado de tu servicio',
    refreshing: 'Actualizando…',
    /** A retry after a failure: its own notification has not arrived yet. */
    retrying: 'Esperando la confirmación del banco para tu nuevo intento de pago…',
    /**
     * The wait is over (about 3 minutes) and the bank has not answered. No email is promised:
     * payment transitions send none yet (ADR-040, "Not yet").
     */
    timedOut:
      'El banco aún no confirma tu pago. Revisa más tarde "Servicios activos" en tu panel: ahí verás tu servicio en cuanto el banco responda.',
    /** A cancelled or rejected booking, whatever the page. */
    cancelledRefunding: 'Este servicio fue cancelado: estamos devolviendo tu pago.',
    cancelledRefunded: 'Este servicio fue cancelado y te devolvimos el pago.',
    cancelledUnpaid:
      'Este servicio fue cancelado. Si el banco llega a confirmar un cargo, te lo devolveremos.',
  },
} as const;
