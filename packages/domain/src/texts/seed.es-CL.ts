/**
 * Start-up log lines about the demo accounts. Server only.
 * Naming and the list of files: ./README.md.
 */
export const seedTexts = {
  seeded: 'Se crearon las cuentas de demostración.',
  accounts: (emails: string, password: string) =>
    `Cuentas de demostración: ${emails} (contraseña: ${password})`,
  /** Development only: how to get the demo operator's codes (README "Operators"). */
  operatorAuthenticator: (email: string, key: string, uri: string) =>
    `Operador de demostración ${email}: clave de su app de autenticación ${key} ` +
    `(código: oathtool --totp -b ${key}; enlace: ${uri})`,
} as const;
