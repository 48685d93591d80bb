import { chileComunas } from './chile-comunas.ts';

/** A name compared without case, accents or surrounding spaces. */
function comparable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

const comunaByComparable = new Map(
  chileComunas.map((comuna) => [comparable(comuna.name), comuna.name]),
);

/** A comuna's name as Brillo's list spells it, written with any case or accents; or null. */
export function comunaByName(name: string): string | null {
  return comunaByComparable.get(comparable(name)) ?? null;
}

/**
 * The comuna an address names, spelled as Brillo's list spells it, or null. Addresses are
 * comma-separated parts, the street first ("Av. Irarrázaval 2450, Ñuñoa, Santiago", spec §3); the
 * first later part that is a known comuna wins, so a street named like a comuna is not taken.
 */
export function comunaInAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  const parts = address.split(',').slice(1);
  for (const part of parts) {
    const found = comunaByComparable.get(comparable(part));
    if (found) return found;
  }
  return null;
}

/** The first word of a person's name: what an agent sees of a customer before payment. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
