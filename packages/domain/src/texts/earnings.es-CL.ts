/**
 * The agent's earnings and payouts ('Mis ganancias', PD-40 and PD-41): the email a payout sends.
 * Naming and the list of files: ./README.md.
 */
export const earningsTexts = {
  email: {
    subject: (amount: string) => `Te enviamos ${amount}`,
    heading: 'Tu pago va en camino',
    body: (amount: string, destination: string) =>
      `Brillo te envió ${amount} por tus servicios, a tu cuenta ${destination}.`,
    when: 'Las transferencias suelen llegar en minutos; algunos bancos las abonan el día hábil siguiente.',
    action: 'Ver mis ganancias',
  },
} as const;
