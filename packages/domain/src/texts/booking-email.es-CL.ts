/**
 * The emails of every booking step (product decision 35): subjects and bodies, in "tú" (decision
 * 32). Server only: the web app may not import this file. Names, times and amounts arrive already
 * formatted (Santiago time, whole pesos); the template escapes them in the HTML.
 * Naming and the list of files: ./README.md.
 */
export const bookingEmailTexts = {
  /** The lines every booking email repeats: when, with whom, how much. */
  details: {
    when: (range: string) => `Cuándo: ${range}`,
    customer: (name: string) => `Cliente: ${name}`,
    agent: (name: string) => `Agente: ${name}`,
    comuna: (comuna: string) => `Comuna: ${comuna}`,
    hours: (hours: string) => `Horas: ${hours}`,
    amount: (amount: string) => `Total: ${amount}`,
    paid: (amount: string) => `Total pagado: ${amount}`,
    phone: (phone: string) => `Teléfono: ${phone}`,
    email: (email: string) => `Correo: ${email}`,
    address: (address: string) => `Dirección: ${address}`,
  },
  newRequest: {
    subject: 'Tienes una nueva solicitud de servicio',
    preheader: 'Acéptala o recházala antes de que venza.',
    heading: 'Nueva solicitud de servicio',
    body: (customer: string) => `${customer} quiere reservar tu horario.`,
    deadline:
      'Respóndele pronto: si no la aceptas ni la rechazas en 24 horas (o antes de que empiece el servicio), la solicitud vence.',
    action: 'Ver solicitudes pendientes',
  },
  accepted: {
    subject: 'Tu solicitud fue aceptada',
    preheader: 'Paga tu servicio para confirmarlo.',
    heading: '¡Tu solicitud fue aceptada!',
    body: (agent: string) => `${agent} aceptó tu solicitud de servicio.`,
    deadline:
      'Paga dentro de las próximas 24 horas (y a más tardar 2 horas antes del servicio) para confirmarlo; si no, la reserva vence.',
    action: 'Pagar mi servicio',
  },
  rejected: {
    subject: 'Tu solicitud no fue aceptada',
    preheader: 'Puedes buscar otro horario disponible.',
    heading: 'Tu solicitud no fue aceptada',
    byAgent: (agent: string) => `${agent} rechazó tu solicitud de servicio.`,
    expired: (agent: string) => `Tu solicitud de servicio venció: ${agent} no respondió a tiempo.`,
    next: 'No se te cobró nada. Puedes buscar otro horario disponible en Brillo.',
    action: 'Ver mis servicios cancelados',
  },
  requestExpired: {
    subject: 'Una solicitud de servicio venció',
    preheader: 'No respondiste a tiempo y la solicitud venció.',
    heading: 'Una solicitud venció',
    body: (customer: string) =>
      `La solicitud de ${customer} venció porque no la aceptaste ni la rechazaste a tiempo.`,
    next: 'Tu horario vuelve a estar disponible si aún no ha comenzado.',
    action: 'Ver solicitudes rechazadas',
  },
  paymentExpired: {
    customer: {
      subject: 'Tu reserva venció sin pago',
      preheader: 'El plazo para pagar terminó.',
      heading: 'Tu reserva venció',
      body: (agent: string) =>
        `El plazo para pagar tu servicio con ${agent} terminó y la reserva se canceló.`,
      next: 'No se te cobró nada. Puedes buscar otro horario disponible en Brillo.',
      action: 'Ver mis servicios cancelados',
    },
    agent: {
      subject: 'Una reserva venció sin pago',
      preheader: 'El cliente no pagó a tiempo.',
      heading: 'Una reserva venció sin pago',
      body: (customer: string) => `${customer} no pagó a tiempo y la reserva se canceló.`,
      next: 'Tu horario vuelve a estar disponible si aún no ha comenzado.',
      action: 'Ver reservas canceladas',
    },
  },
  paymentReceived: {
    customer: {
      subject: 'Recibimos tu pago',
      preheader: 'Tu servicio está confirmado.',
      heading: '¡Pago recibido!',
      body: (agent: string) => `Tu servicio con ${agent} está confirmado. Este es tu comprobante:`,
      contact: 'Si necesitas coordinar algo, este es el teléfono de tu agente:',
      cancelPolicy:
        'Puedes cancelar con reembolso total hasta 24 horas antes de que empiece el servicio.',
      action: 'Ver mis servicios activos',
    },
    agent: {
      subject: 'Servicio confirmado: estos son los datos de tu cliente',
      preheader: 'El cliente pagó el servicio.',
      heading: 'Servicio confirmado',
      body: (customer: string) => `${customer} pagó el servicio. Estos son sus datos de contacto:`,
      action: 'Ver servicios aceptados',
    },
  },
  paymentFailed: {
    subject: 'Tu pago no se pudo completar',
    preheader: 'Puedes intentarlo de nuevo.',
    heading: 'Tu pago no se pudo completar',
    body: (agent: string) =>
      `El pago de tu servicio con ${agent} no se completó y no se te cobró nada.`,
    retry:
      'Puedes intentarlo de nuevo dentro del plazo para pagar (24 horas desde la aceptación y a más tardar 2 horas antes del servicio).',
    action: 'Reintentar el pago',
  },
  cancelled: {
    subject: 'Un cliente canceló su reserva',
    preheader: 'La reserva fue cancelada.',
    heading: 'Reserva cancelada',
    body: (customer: string) => `${customer} canceló su reserva.`,
    refunded: 'El pago se reembolsó al cliente.',
    next: 'Tu horario vuelve a estar disponible si aún no ha comenzado.',
    action: 'Ver reservas canceladas',
  },
  /** An operator cancelled the booking on someone's behalf (PD-36): both people are told. */
  cancelledByBrillo: {
    customer: {
      subject: 'Brillo canceló tu servicio',
      preheader: 'El equipo de Brillo canceló tu reserva.',
      heading: 'Servicio cancelado por Brillo',
      body: (agent: string) => `El equipo de Brillo canceló tu servicio con ${agent}.`,
      money:
        'Si ya lo habías pagado, te devolvemos el pago completo; puede tardar algunos días hábiles en aparecer en tu cuenta.',
      action: 'Ver mis servicios cancelados',
    },
    agent: {
      subject: 'Brillo canceló una reserva',
      preheader: 'El equipo de Brillo canceló una reserva tuya.',
      heading: 'Reserva cancelada por Brillo',
      body: (customer: string) => `El equipo de Brillo canceló la reserva de ${customer}.`,
      next: 'Tu horario vuelve a estar disponible si aún no ha comenzado.',
      action: 'Ver reservas canceladas',
    },
    questions: 'Si tienes dudas, responde este correo y te ayudamos.',
  },
  refunded: {
    subject: 'Cancelaste tu servicio y te devolvimos el pago',
    preheader: 'El reembolso está confirmado.',
    heading: 'Reembolso confirmado',
    body: (agent: string) => `Cancelaste tu servicio con ${agent} y te devolvimos el pago.`,
    refund: (amount: string) => `Reembolso: ${amount}`,
    timing: 'El dinero puede tardar algunos días hábiles en aparecer en tu cuenta.',
    action: 'Ver mis servicios cancelados',
  },
  reminder: {
    customer: {
      subject: 'Recordatorio: tu servicio de limpieza',
      preheader: 'Te recordamos tu servicio.',
      heading: 'Te recordamos tu servicio',
      body: (agent: string) => `Tu servicio con ${agent} se acerca.`,
      action: 'Ver mis servicios activos',
    },
    agent: {
      subject: 'Recordatorio: tu próximo servicio',
      preheader: 'Te recordamos tu próximo servicio.',
      heading: 'Te recordamos tu próximo servicio',
      body: (customer: string) => `Tu servicio para ${customer} se acerca.`,
      action: 'Ver servicios aceptados',
    },
  },
  rateInvitation: {
    subject: '¿Cómo te fue con tu servicio?',
    preheader: 'Evalúa a tu agente.',
    heading: '¿Cómo te fue?',
    body: (agent: string) => `Tu servicio con ${agent} terminó. Cuéntanos cómo te fue.`,
    window: 'Tienes 30 días para evaluarlo, de 1 a 5 estrellas y con un comentario si quieres.',
    action: 'Evaluar mi servicio',
  },
} as const;
