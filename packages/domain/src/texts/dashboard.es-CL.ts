/**
 * The agent and customer dashboards.
 * Naming and the list of files: ./README.md.
 */
export const dashboardTexts = {
  agentTitle: 'Dashboard de agentes',
  customerTitle: 'Dashboard',
  greeting: (name: string) => `Hola, ${name}`,
  /** The way back from every agent screen (spec: 'Volver al Dashboard'). */
  backToDashboard: 'Volver al Dashboard',
  joinedOn: (date: string) => `Te uniste a Brillo el ${date}`,
} as const;
