/**
 * What `npm run operator` prints (PD-36): adding and removing operators on the server. Server
 * only. Naming and the list of files: ./README.md.
 */
export const operatorCommandTexts = {
  usage: [
    'Uso:',
    '  npm run operator -- add <correo> [--name "Nombre Apellido"] [--reason "motivo"]',
    '  npm run operator -- remove <correo> [--reason "motivo"]',
  ].join('\n'),
  badEmail: (email: string) => `«${email}» no es un correo válido.`,
  notAnOperator: (email: string, role: string) =>
    `${email} es una cuenta de ${role === 'agent' ? 'agente' : 'cliente'}: no puede ser operador.`,
  alreadyOperator: (email: string) => `${email} ya es operador.`,
  noOperator: (email: string) => `${email} no es un operador activo.`,
  added: (email: string, password: string) =>
    [
      `Operador agregado: ${email}`,
      `Contraseña (se muestra solo esta vez): ${password}`,
      'Al primer inicio de sesión configurará su app de autenticación en /operador.',
    ].join('\n'),
  removed: (email: string, sessions: number) =>
    `Operador dado de baja: ${email} (sesiones cerradas: ${sessions}). Su historial se conserva.`,
  defaultAddReason: 'Alta con npm run operator',
  defaultRemoveReason: 'Baja con npm run operator',
  databaseBusy:
    'La base de datos embebida está en uso por un servidor de Brillo: detenlo y vuelve a ejecutar el comando (o usa DATABASE_URL).',
} as const;
