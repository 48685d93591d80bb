/**
 * The operators' payouts and books (`/operador/pagos`, PD-41, issue 33): the refusals of their
 * endpoints and the messages of their actions. Naming and the list of files: ./README.md.
 */
export const operatorPayoutsTexts = {
  api: {
    badStatus: 'Elige un estado de pago válido.',
    badRun: 'La semana de pago debe ser una fecha AAAA-MM-DD.',
    badAgent: 'Escribe una búsqueda de 1 a 100 caracteres.',
    badPage: 'La página debe ser un número entero desde 1.',
    reasonRequired: 'Escribe el motivo.',
    reasonTooLong: (max: number) => `El motivo puede tener hasta ${max} caracteres.`,
    agentNotFound: 'No encontramos a esa agente.',
    payoutNotFound: 'No encontramos ese pago.',
    nothingToPay: 'Esta agente no tiene saldo disponible para pagar.',
    noBankAccount: 'Esta agente no tiene una cuenta bancaria registrada.',
    bankAccountTooNew:
      'La cuenta bancaria de esta agente se registró hace menos de 24 horas: todavía no se le puede pagar.',
    notBankFile: 'Solo los pagos por archivo bancario se confirman a mano.',
    notPending: 'Este pago ya no está pendiente.',
    alreadyFailed: 'Este pago ya está marcado como fallido.',
    paidNow: 'Pago creado y enviado.',
    confirmed: 'Pago confirmado.',
    failed: 'Pago marcado como fallido: el monto vuelve al saldo de la agente.',
    runDone: (created: number) =>
      created === 0
        ? 'Ejecución revisada: no había pagos nuevos que hacer.'
        : created === 1
          ? 'Ejecución hecha: se creó 1 pago.'
          : `Ejecución hecha: se crearon ${created} pagos.`,
  },
} as const;
