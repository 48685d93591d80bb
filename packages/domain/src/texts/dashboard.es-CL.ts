/**
 * The agent and customer dashboards.
 * Naming and the list of files: ./README.md.
 */
export const dashboardTexts = {
  agentTitle: 'Dashboard de agentes',
  customerTitle: 'Dashboard',
  greeting: (name: string) => `Hola, ${name}`,
  joinedOn: (date: string) => `Te uniste a Brillo el ${date}`,
} as const;
