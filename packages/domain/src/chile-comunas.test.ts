import { describe, expect, it } from 'vitest';
import { chileComunas, chileRegions } from './chile-comunas.ts';

function regionOf(comuna: string) {
  return chileComunas.find((entry) => entry.name === comuna)?.region;
}

describe('Chile regions and comunas', () => {
  it('has the 16 regions with distinct names and ISO codes', () => {
    expect(chileRegions).toHaveLength(16);
    expect(new Set(chileRegions.map((region) => region.name)).size).toBe(16);
    expect(new Set(chileRegions.map((region) => region.isoCode)).size).toBe(16);
  });

  it('has the 56 provinces and the 346 comunas', () => {
    expect(chileRegions.flatMap((region) => region.provinces)).toHaveLength(56);
    expect(chileComunas).toHaveLength(346);
  });

  it.each(chileRegions.map((region) => [region.name, region] as const))(
    '%s lists each comuna once',
    (_name, region) => {
      const names = region.provinces.flatMap((province) => province.comunas);
      expect(new Set(names).size).toBe(names.length);
    },
  );

  it('names no comuna twice in the whole country', () => {
    expect(new Set(chileComunas.map((comuna) => comuna.name)).size).toBe(chileComunas.length);
  });

  it.each([
    ['Providencia', 'Región Metropolitana de Santiago'],
    ['Ñuñoa', 'Región Metropolitana de Santiago'],
    ['Viña del Mar', 'Región de Valparaíso'],
    ['Isla de Pascua', 'Región de Valparaíso'],
    ['Chillán', 'Región de Ñuble'],
    ['Hualpén', 'Región del Biobío'],
    ['Temuco', 'Región de La Araucanía'],
    ['Valdivia', 'Región de Los Ríos'],
    ['Arica', 'Región de Arica y Parinacota'],
    ['Punta Arenas', 'Región de Magallanes y de la Antártica Chilena'],
    ['Antártica', 'Región de Magallanes y de la Antártica Chilena'],
  ])('places %s in %s', (comuna, region) => {
    expect(regionOf(comuna)).toBe(region);
  });

  it('spells names with their accents and eñes', () => {
    const names = chileComunas.map((comuna) => comuna.name);
    for (const name of ['Peñalolén', 'Concón', 'Los Ángeles', 'Curacaví', 'Maipú', 'Ollagüe']) {
      expect(names).toContain(name);
    }
  });
});
