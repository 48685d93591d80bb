/**
 * Start-up log lines about the demo accounts. Server only.
 * Naming and the list of files: ./README.md.
 */
export const seedTexts = {
  seeded: 'Se crearon las cuentas de demostración.',
  accounts: (emails: string, password: string) =>
    `Cuentas de demostración: ${emails} (contraseña: ${password})`,
} as const;
