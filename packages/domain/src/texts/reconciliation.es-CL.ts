import { formatClp } from '../format-booking.ts';

/**
 * The ledger's reconciliation check (issue 33): each difference it finds, as the operators'
 * console and `npm run ledger:check` show it, and what the command prints. Naming and the list of
 * files: ./README.md.
 */
export const reconciliationTexts = {
  unbalanced: (id: string, total: number, lines: number) =>
    `El movimiento ${id} no cuadra: suma ${total} en ${lines} asientos.`,
  paymentMissing: (paymentId: string, bookingId: string) =>
    `El pago ${paymentId} de la reserva ${bookingId} no está en el libro.`,
  paymentDiffers: (bookingId: string) =>
    `La reserva ${bookingId}: su movimiento de pago falta o no coincide con lo cobrado.`,
  refundMissing: (id: string) => `El reembolso ${id} no está en el libro.`,
  refundNotSucceeded: (id: string) => `El reembolso ${id} está en el libro, pero no se confirmó.`,
  payoutMovements: (id: string, status: string, moves: string | null) =>
    `El pago a agente ${id} (${status}) tiene los movimientos ${moves ?? 'ninguno'}.`,
  payoutAmount: (id: string) =>
    `El pago a agente ${id}: su monto no es lo que salió del saldo de la agente.`,
  cashDiffers: (cash: number, others: number) =>
    `Brillo tiene ${formatClp(cash)}, pero debe y ganó ${formatClp(others)}.`,
  command: {
    totals: (cash: number, owed: number, commission: number) =>
      [
        `Brillo tiene: ${formatClp(cash)}`,
        `Debe a agentes: ${formatClp(owed)}`,
        `Ha ganado: ${formatClp(commission)}`,
      ].join('\n'),
    ok: 'La conciliación cuadra: cada pago, reembolso y pago a agente tiene sus movimientos.',
    problems: (count: number) =>
      count === 1
        ? 'La conciliación encontró 1 diferencia:'
        : `La conciliación encontró ${count} diferencias:`,
  },
} as const;
