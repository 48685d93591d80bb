/**
 * The operators' console's pages behind its door (issue 32, 33): a table of their own, so that
 * the app shell every visitor loads first carries only the console's door (`operatorConsole`,
 * the code and the authenticator's set-up in `webPaths`), not its rooms: in a module of its own,
 * since the bundler keeps a module whole in one chunk. The server's page table and the router read
 * both.
 */
export const consolePaths = {
  /** The audit log (PD-36). */
  operatorAuditLog: '/operador/registro',
  /** Every booking, and one booking with its cancellation (issue 32). */
  operatorBookings: '/operador/reservas',
  operatorBooking: '/operador/reservas/:id',
  /** The agents whose identity documents wait for review (PD-37). */
  operatorVerifications: '/operador/verificaciones',
  /** Customers' problem reports after a service (PD-39). */
  operatorProblems: '/operador/problemas',
  operatorProblem: '/operador/problemas/:id',
  /** Customers' and agents' accounts, and one account with its suspension (PD-38). */
  operatorAccounts: '/operador/cuentas',
  operatorAccount: '/operador/cuentas/:id',
  /** Payouts, the weekly runs and the books (PD-41); one agent's earnings and payouts. */
  operatorPayouts: '/operador/pagos',
  operatorAgentEarnings: '/operador/pagos/agentes/:id',
} as const;
