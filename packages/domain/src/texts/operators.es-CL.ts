import type { AuditAction } from '../contracts/operators.ts';
/**
 * The operators' console (`/operador`, PD-36): sign-in with the authenticator's code, the
 * authenticator's set-up, the audit log, and the errors of the operator endpoints.
 * Naming and the list of files: ./README.md.
 */
export const operatorsTexts = {
  console: {
    title: 'Consola de operación',
    navLabel: 'Consola',
    auditLog: 'Registro de auditoría',
    signOut: 'Cerrar sesión',
  },
  twoFactor: {
    title: 'Código de verificación',
    intro: 'Escribe el código de 6 dígitos que muestra tu app de autenticación.',
    codeLabel: 'Código',
    submit: 'Verificar',
    useRecoveryCode: 'Usar un código de recuperación',
    recoveryCodeLabel: 'Código de recuperación',
    useAuthenticator: 'Usar el código de la app',
  },
  setup: {
    title: 'Configura tu app de autenticación',
    intro:
      'Para entrar a la consola necesitas una app de autenticación (Google Authenticator, 1Password, Aegis u otra). Confirma tu contraseña para generar tu clave.',
    passwordLabel: 'Contraseña',
    generate: 'Generar clave',
    scan: 'Escanea el código QR con tu app o escribe la clave a mano.',
    qrLabel: 'Código QR de la clave de autenticación',
    secretLabel: 'Clave',
    uriLabel: 'Enlace otpauth',
    recoveryTitle: 'Códigos de recuperación',
    recoveryIntro:
      'Guárdalos en un lugar seguro: cada uno sirve una vez si pierdes tu teléfono. No los volverás a ver.',
    confirmIntro: 'Escribe el código que muestra la app para terminar.',
    confirm: 'Confirmar',
    done: 'Tu app de autenticación quedó configurada.',
  },
  auditLog: {
    title: 'Registro de auditoría',
    intro:
      'Cada acción de un operador o del servidor que cambió algo, de la más reciente a la más antigua.',
    when: 'Fecha',
    who: 'Quién',
    action: 'Acción',
    target: 'Sobre',
    reason: 'Motivo',
    server: 'Servidor (comando)',
    targetTypeLabel: 'Tipo de objeto',
    targetIdLabel: 'Id del objeto',
    operatorIdLabel: 'Id del operador',
    filter: 'Filtrar',
    clear: 'Limpiar',
    empty: 'No hay acciones registradas con estos filtros.',
    loading: 'Cargando el registro…',
    error: 'No pudimos cargar el registro. Inténtalo de nuevo.',
    retry: 'Reintentar',
    changes: 'Cambios (antes → después)',
    badFilter: 'Escribe un filtro de 1 a 100 caracteres.',
    badPage: 'La página debe ser un número entero desde 1.',
  },
  /** The pages of the console's lists (the log, the verification queue, the bookings). */
  pager: {
    previous: 'Anteriores',
    next: 'Siguientes',
    pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  },
  actions: {
    'operator.added': 'Operador agregado',
    'operator.removed': 'Operador dado de baja',
    'document.approved': 'Documento aprobado',
    'document.rejected': 'Documento rechazado',
    'booking.cancelled': 'Reserva cancelada',
    'booking.refunded': 'Reserva reembolsada',
    'problem.resolved': 'Problema resuelto',
    'account.suspended': 'Cuenta suspendida',
    'account.restored': 'Cuenta restablecida',
    'booking.ended_by_suspension': 'Reserva terminada por una suspensión',
    'payout.created': 'Pago a agente creado',
    'payout.confirmed': 'Pago a agente confirmado',
    'payout.failed': 'Pago a agente marcado como fallido',
    'payout.run_started': 'Ejecución de pagos iniciada a mano',
  } satisfies Record<AuditAction, string> as Record<string, string>,
  errors: {
    invalidCode: 'El código no es válido. Revisa tu app de autenticación e inténtalo de nuevo.',
    codeAlreadyUsed: 'Ese código ya se usó. Espera el siguiente código de tu app.',
    invalidRecoveryCode: 'El código de recuperación no es válido o ya se usó.',
    signInAgain: 'Tu inicio de sesión venció. Vuelve a ingresar tu correo y contraseña.',
    tooManyCodes: 'Demasiados códigos incorrectos. Vuelve a iniciar sesión en unos minutos.',
    alreadySetUp: 'Tu app de autenticación ya está configurada.',
    setupRequired: 'Configura tu app de autenticación antes de usar la consola.',
    invalidPassword: 'La contraseña no es correcta.',
    accountDisabled: 'Esta cuenta está deshabilitada.',
  },
} as const;
