/**
 * Address search: the API's query messages and the wizards' fallback notice.
 * Naming and the list of files: ./README.md.
 */
export const geocodingTexts = {
  queryTooShort: 'Escribe al menos 3 caracteres para buscar una dirección.',
  queryTooLong: 'La búsqueda puede tener como máximo 200 caracteres.',
  unavailable: 'No pudimos buscar direcciones en este momento. Puedes seguir escribiendo.',
} as const;
