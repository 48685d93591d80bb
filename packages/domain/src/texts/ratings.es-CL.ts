/**
 * Ratings (spec §2 "/rating", §9; product decision 29): how an agent's average reads wherever
 * agents are shown to customers. Naming and the list of files: ./README.md.
 */
export const ratingsTexts = {
  /** An agent's average on the customer side: stars, one decimal and the count. */
  summary: {
    none: 'Sin evaluaciones',
    /** What a screen reader hears for the stars: '4,6 de 5'. */
    outOfFive: (average: string) => `${average} de 5`,
    count: (count: number) => (count === 1 ? '1 evaluación' : `${count} evaluaciones`),
  },
} as const;
