/**
 * The agent's profile: the biography (`/bio`), its refusals, and the agent's ratings.
 * Naming and the list of files: ./README.md.
 */
export const agentProfileTexts = {
  bio: {
    title: 'Mi biografía',
    dashboardLink: 'Mi biografía',
    current: 'Tu biografía actual',
    empty: 'No tienes una biografía todavía :(',
    label: 'Biografía',
    description: 'Cuéntales a los clientes quién eres y cómo trabajas.',
    counter: (used: string, max: string) => `${used} de ${max} caracteres`,
    remaining: (left: string) => `Te quedan ${left} caracteres`,
    over: (extra: string) => `Te pasaste por ${extra} caracteres`,
    save: 'Guardar biografía',
    saving: 'Guardando…',
    updated: 'Biografía actualizada con éxito',
    unchanged: 'Tu biografía no cambió',
    loading: 'Cargando tu biografía…',
    loadFailed: 'No se pudo cargar tu biografía. Inténtalo de nuevo.',
    retry: 'Reintentar',
    updateFailed: 'No se pudo actualizar tu biografía.',
    tooLong: (max: string) => `La biografía puede tener hasta ${max} caracteres.`,
    notText: 'La biografía debe ser un texto.',
  },
  ratings: {
    none: 'Sin evaluaciones',
  },
} as const;
