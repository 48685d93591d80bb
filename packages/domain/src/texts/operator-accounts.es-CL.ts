/**
 * The operators' accounts (`/operador/cuentas`, PD-38): the search, one account's page with its
 * state and history, suspending and restoring an account with a reason, the emails the person
 * gets, and the refusals of their endpoints. Naming and the list of files: ./README.md.
 */
export const operatorAccountsTexts = {
  api: {
    badText: 'Escribe una búsqueda de 1 a 100 caracteres.',
    badRole: 'Elige cliente o agente.',
    badState: 'Elige activa o suspendida.',
    badPage: 'La página debe ser un número entero desde 1.',
    reasonRequired: 'Escribe el motivo.',
    reasonTooLong: (max: number) => `El motivo puede tener hasta ${max} caracteres.`,
    accountNotFound: 'No encontramos esa cuenta.',
    operatorAccount:
      'Las cuentas de operadores no se suspenden desde la consola: se administran con npm run operator.',
    alreadySuspended: 'Esta cuenta ya está suspendida.',
    notSuspended: 'Esta cuenta no está suspendida: no hay nada que restablecer.',
  },
  nav: 'Cuentas',
  roles: { customer: 'Cliente', agent: 'Agente', operator: 'Operador' },
  states: { active: 'Activa', suspended: 'Suspendida' },
  list: {
    title: 'Cuentas',
    intro:
      'Clientes y agentes de Brillo. Busca por nombre o correo y abre una cuenta para suspenderla o restablecerla.',
    textLabel: 'Nombre o correo',
    roleLabel: 'Tipo de cuenta',
    anyRole: 'Clientes y agentes',
    stateLabel: 'Estado',
    anyState: 'Todas',
    filter: 'Buscar',
    clear: 'Limpiar',
    name: 'Nombre',
    email: 'Correo',
    role: 'Tipo',
    state: 'Estado',
    createdAt: 'Alta',
    open: 'Ver cuenta',
    openLabel: (name: string) => `Ver la cuenta de ${name}`,
    total: (total: number) => (total === 1 ? '1 cuenta' : `${total} cuentas`),
    empty: 'No hay cuentas con esta búsqueda.',
    loading: 'Cargando cuentas…',
    error: 'No pudimos cargar las cuentas. Inténtalo de nuevo.',
  },
  detail: {
    back: 'Volver a las cuentas',
    title: (name: string) => `Cuenta de ${name}`,
    loading: 'Cargando la cuenta…',
    error: 'No pudimos cargar la cuenta. Inténtalo de nuevo.',
    profile: 'Datos',
    email: 'Correo',
    phone: 'Teléfono',
    role: 'Tipo de cuenta',
    createdAt: 'Alta',
    emailVerified: 'Correo confirmado',
    yes: 'Sí',
    no: 'No',
    comuna: 'Comuna',
    none: '—',
    state: 'Estado',
    suspendedSince: (when: string) => `Suspendida desde ${when}`,
    openBookings: 'Reservas abiertas',
    bookingsLink: 'Ver sus reservas',
    history: 'Historial de suspensiones',
    noHistory: 'Esta cuenta nunca fue suspendida.',
    when: 'Fecha',
    action: 'Acción',
    operator: 'Operador',
    reason: 'Motivo',
    byCommand: 'Comando del servidor',
    actions: { suspended: 'Suspendida', restored: 'Restablecida' },
    suspend: 'Suspender cuenta',
    restore: 'Restablecer cuenta',
    operatorNote:
      'Las cuentas de operadores se administran con npm run operator, no desde la consola.',
  },
  dialogs: {
    suspend: {
      title: 'Suspender cuenta',
      body: (name: string) =>
        `${name} no podrá iniciar sesión y sus sesiones terminan ahora. Si es agente, deja de aparecer a los clientes; sus solicitudes se rechazan y sus reservas aceptadas se cancelan (las pagadas se reembolsan completas). Nada se borra.`,
      customerBody: (name: string) =>
        `${name} no podrá iniciar sesión y sus sesiones terminan ahora. Sus reservas abiertas se cancelan (las pagadas se reembolsan completas). Nada se borra.`,
      confirm: 'Suspender',
      done: 'Cuenta suspendida.',
    },
    restore: {
      title: 'Restablecer cuenta',
      body: (name: string) =>
        `${name} podrá iniciar sesión de nuevo y, si es agente, vuelve a aparecer a los clientes. Las reservas terminadas por la suspensión no vuelven.`,
      confirm: 'Restablecer',
      done: 'Cuenta restablecida.',
    },
    reasonLabel: 'Motivo',
    reasonDescription: 'Queda en el registro de auditoría y se envía a la persona por correo.',
    cancel: 'Volver',
  },
  email: {
    suspended: {
      subject: 'Suspendimos tu cuenta de Brillo',
      heading: 'Tu cuenta está suspendida',
      body: 'Un operador de Brillo suspendió tu cuenta: no puedes iniciar sesión mientras siga suspendida.',
      reason: (reason: string) => `Motivo: ${reason}`,
      bookings:
        'Tus reservas abiertas terminaron; las que estaban pagadas se reembolsan completas.',
      questions: 'Si crees que es un error, responde a este correo.',
    },
    restored: {
      subject: 'Restablecimos tu cuenta de Brillo',
      heading: 'Tu cuenta está activa otra vez',
      body: 'Un operador de Brillo restableció tu cuenta: ya puedes iniciar sesión.',
      reason: (reason: string) => `Motivo: ${reason}`,
      action: 'Iniciar sesión',
    },
  },
} as const;
