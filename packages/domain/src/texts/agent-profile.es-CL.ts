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
  serviceArea: {
    title: 'Comunas donde trabajas',
    description: 'Los clientes de estas comunas te encuentran en su búsqueda. Elige al menos una.',
    searchLabel: 'Buscar comuna',
    searchPlaceholder: 'Escribe una comuna, por ejemplo Ñuñoa',
    noMatches: 'Ninguna comuna coincide con lo que escribiste.',
    chosen: (count: number) => (count === 1 ? '1 comuna elegida' : `${count} comunas elegidas`),
    save: 'Guardar comunas',
    updated: 'Comunas actualizadas con éxito',
    loading: 'Cargando tus comunas…',
    loadFailed: 'No se pudieron cargar tus comunas. Inténtalo de nuevo.',
    updateFailed: 'No se pudieron guardar tus comunas.',
    empty: 'Elige al menos una comuna donde trabajas.',
    tooMany: (max: number) => `Puedes elegir hasta ${max} comunas.`,
    unknown: (name: string) => `«${name}» no es una comuna de Chile.`,
    repeated: (comuna: string) => `Elegiste ${comuna} más de una vez.`,
    notList: 'Las comunas deben ser una lista de nombres.',
  },
} as const;
