/**
 * Labels shared by the legal pages (`privacy.es-CL.ts`, `terms.es-CL.ts` hold their wording).
 * Naming and the list of files: ./README.md.
 */
export const legalTexts = {
  updatedOn: (date: string) => `Última actualización: ${date}`,
  contentsLabel: 'Contenido',
} as const;
