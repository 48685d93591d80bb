/**
 * The landing page `/` (issue 17): the promise, the main action, how it works, trust, the agents'
 * section, the comunas and the frequent questions. Its three ways in (sign in, both sign-ups) are
 * also offered by the sign-in prompt. Naming and the list of files: ./README.md.
 */
export const homeTexts = {
  title: 'Tu casa limpia, con agentes de confianza',
  intro:
    'Reserva en minutos a agentes de limpieza en Chile. Eliges el día, tu agente confirma y pagas de forma segura.',
  bookCleaning: 'Reserva una limpieza',
  goToAgentDashboard: 'Ir a mi panel de agente',
  goToConsole: 'Ir a la consola de operación',
  /** The lowest hourly rate of the agents who can take bookings, already formatted ('$7.000'). */
  priceFrom: (price: string) => `desde ${price} por hora`,
  priceLoading: 'Cargando precios…',
  actionsLabel: 'Comienza aquí',
  signIn: 'Iniciar sesión',
  agentSignup: 'Registrarme como agente',
  customerSignup: 'Registrarme como cliente',
  figures: {
    label: 'Brillo en cifras',
    agents: (count: number) => (count === 1 ? 'agente disponible' : 'agentes disponibles'),
    comunas: (count: number) => (count === 1 ? 'comuna atendida' : 'comunas atendidas'),
    rating: (count: number) =>
      count === 1 ? 'de promedio en 1 evaluación' : `de promedio en ${count} evaluaciones`,
  },
  steps: {
    title: 'Cómo funciona',
    items: [
      {
        title: 'Elige un día y un agente',
        text: 'Mira los horarios libres, la tarifa y las evaluaciones de cada agente, y reserva el que te acomode.',
      },
      {
        title: 'Tu agente confirma',
        text: 'Tu agente revisa la solicitud y la acepta; sigues su estado desde tu panel.',
      },
      {
        title: 'Paga de forma segura',
        text: 'Pagas por transferencia bancaria a través de la plataforma, sin efectivo ni sorpresas.',
      },
    ],
  },
  trust: {
    title: 'Tu tranquilidad primero',
    items: [
      {
        // Decision 34: agents declare their documents; operators do not verify them yet, so
        // nothing here may say they were checked.
        title: 'Agentes identificados',
        text: 'Cada agente se registra con sus datos y declara su cédula de identidad y su certificado de antecedentes vigentes.',
      },
      {
        title: 'Evaluaciones reales',
        text: 'Solo los clientes que recibieron un servicio pueden evaluarlo.',
      },
      {
        title: 'Pago protegido',
        text: 'Pagas por la plataforma, nunca en efectivo, y si cancelas con más de 24 horas de anticipación te devolvemos el total.',
      },
      {
        title: 'Tus datos protegidos',
        text: 'Tratamos tus datos personales según la Ley 19.628 sobre protección de la vida privada.',
      },
    ],
  },
  agents: {
    title: 'Gana dinero limpiando',
    text: 'Publica tus horarios, fija tu tarifa por hora y recibe reservas de clientes cerca de ti.',
    action: 'Postula como agente',
  },
  comunas: {
    title: 'Dónde estamos',
    intro: 'Hoy hay agentes en estas comunas:',
    none: 'Muy pronto tendremos agentes en tu comuna.',
  },
  faq: {
    title: 'Preguntas frecuentes',
    items: [
      {
        question: '¿Cuánto cuesta una limpieza?',
        answer:
          'Cada agente fija su tarifa por hora, y la ves antes de reservar. Registrarte como cliente no tiene costo.',
      },
      {
        question: '¿Cómo pago?',
        answer:
          'Por transferencia bancaria desde la plataforma, una vez que tu agente confirma la reserva.',
      },
      {
        question: '¿Quiénes son los agentes?',
        answer:
          'Personas que trabajan en limpieza de hogares, registradas con sus datos, que declaran su cédula de identidad y su certificado de antecedentes vigentes.',
      },
      {
        question: '¿Puedo cancelar una reserva?',
        answer: 'Sí, desde tu panel de cliente, en la lista de tus servicios reservados.',
      },
    ],
  },
} as const;
