/**
 * The agent's bank account for payouts (PD-42, issue 33): the screen, its fields' messages, the
 * API's refusals and the email sent when it changes.
 */
export const bankAccountTexts = {
  title: 'Cuenta para tus pagos',
  dashboardLink: 'Cuenta para pagos',
  loading: 'Cargando tu cuenta…',
  loadFailed: 'No pudimos cargar tu cuenta. Inténtalo de nuevo.',
  saveFailed: 'No pudimos guardar tu cuenta. Inténtalo de nuevo.',
  save: 'Guardar cuenta',
  changeTitle: 'Cambiar la cuenta',
  firstTitle: 'Registra tu cuenta',
  bankPlaceholder: 'Elige tu banco',
  accountTypePlaceholder: 'Elige el tipo de cuenta',
  intro:
    'Brillo te paga cada lunes por transferencia. La cuenta debe estar a tu nombre, con tu mismo RUT.',
  bankTypes: {
    corriente: 'Cuenta corriente',
    vista: 'Cuenta vista o CuentaRUT',
    ahorro: 'Cuenta de ahorro',
  },
  fields: {
    rut: 'Tu RUT',
    rutHint: 'Con dígito verificador, por ejemplo 12.345.678-5.',
    rutFixedHint: 'Tu RUT queda registrado con tu primera cuenta.',
    holderRutHint: 'El mismo RUT tuyo: la cuenta debe estar a tu nombre.',
    bank: 'Banco',
    accountType: 'Tipo de cuenta',
    accountNumber: 'Número de cuenta',
    holderRut: 'RUT del titular de la cuenta',
  },
  errors: {
    rutRequired: 'Escribe tu RUT.',
    rutFormat: 'Escribe el RUT con su dígito verificador, por ejemplo 12.345.678-5.',
    rutVerifier: 'El dígito verificador no corresponde a este RUT. Revísalo.',
    bankRequired: 'Elige tu banco de la lista.',
    accountTypeRequired: 'Elige el tipo de cuenta.',
    accountNumberFormat: 'Escribe el número de cuenta: solo dígitos, entre 4 y 20.',
    holderNotAgent: 'La cuenta debe estar a tu nombre: el RUT del titular debe ser el tuyo.',
    rutFixed: 'Tu RUT ya está registrado y no se cambia aquí. Si está mal, escríbenos.',
    rutTaken: 'Este RUT ya está registrado en otra cuenta de Brillo. Si es tuyo, escríbenos.',
  },
  saved: 'Guardamos tu cuenta. Los pagos a una cuenta nueva comienzan 24 horas después del cambio.',
  unchanged: 'Tu cuenta ya era esa; no cambió nada.',
  current: 'Cuenta registrada',
  payableFrom: (when: string) => `Recibirá pagos desde el ${when}.`,
  noAccount: 'Aún no registras una cuenta: sin ella no podemos pagarte.',
  email: {
    subject: 'Cambió tu cuenta para pagos en Brillo',
    heading: 'Cambió tu cuenta para pagos',
    body: (bank: string, masked: string) =>
      `Registraste una cuenta para tus pagos: ${bank}, ${masked}. Por seguridad, los pagos a una cuenta nueva comienzan 24 horas después del cambio.`,
    notYou: 'Si no fuiste tú, cambia tu contraseña y escríbenos de inmediato.',
    action: 'Ver mi cuenta para pagos',
  },
} as const;
