/**
 * Text as the offline geocoder compares it: no accents (ñ counts as n), lower case, punctuation
 * turned into single spaces. 'Ñuñoa', 'nunoa' and ' NUÑOA ' all give 'nunoa'.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();
}

/** A name as it appears in an id: 'Viña del Mar' gives 'vina-del-mar'. */
export function slugify(text: string): string {
  return normalizeForSearch(text).replaceAll(' ', '-');
}

/** Blank space collapsed and trimmed; separators left at either end removed. */
export function tidyTypedText(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/^[\s,;]+|[\s,;]+$/g, '');
}
