import { describe, expect, it } from 'vitest';
import { chileComunas } from '@brillo/domain/chile-comunas';
import { createOfflineGeocoder } from './offline-geocoder.ts';
import { slugify } from './search-text.ts';

const geocoder = createOfflineGeocoder();
const search = (query: string, limit = 10) => geocoder.search(query, { limit });
const comunasOf = async (query: string, limit = 10) =>
  (await search(query, limit)).map((suggestion) => suggestion.comuna);

describe('the offline geocoder', () => {
  it('suggests a bare comuna whatever the accents and case', async () => {
    for (const query of ['ñuñoa', 'nunoa', 'NUÑOA', '  Ñuñoa  ']) {
      expect(await search(query)).toEqual([
        {
          id: 'offline.comuna.nunoa',
          place_name: 'Ñuñoa, Región Metropolitana de Santiago, Chile',
          address: '',
          comuna: 'Ñuñoa',
          city: 'Ñuñoa',
          region: 'Región Metropolitana de Santiago',
          postcode: null,
        },
      ]);
    }
  });

  it('completes the start of a comuna name', async () => {
    expect(await comunasOf('VIÑA')).toEqual(['Viña del Mar']);
    expect(await comunasOf('peñalo')).toEqual(['Peñalolén']);
    expect(await comunasOf('los angeles')).toEqual(['Los Ángeles']);
  });

  it('keeps the street typed before a comma and completes the comuna after it', async () => {
    expect(await search('Av. Providencia 1234, Provi')).toEqual([
      {
        id: expect.stringMatching(/^offline\.address\.providencia\.[0-9a-f]{12}$/),
        place_name: 'Av. Providencia 1234, Providencia, Región Metropolitana de Santiago, Chile',
        address: 'Av. Providencia 1234',
        comuna: 'Providencia',
        city: 'Providencia',
        region: 'Región Metropolitana de Santiago',
        postcode: null,
      },
    ]);
  });

  it('finds the comuna at the end of a query without commas', async () => {
    const [suggestion] = await search('Av. Providencia 1234 providencia');
    expect(suggestion?.place_name).toBe(
      'Av. Providencia 1234, Providencia, Región Metropolitana de Santiago, Chile',
    );
    const [concon] = await search('Av. Borgoño 14500 concon');
    expect(concon?.place_name).toBe('Av. Borgoño 14500, Concón, Región de Valparaíso, Chile');
  });

  it('gives the same id for the same street and comuna, and another for another street', async () => {
    const [first] = await search('Av. Providencia 1234, Provi');
    const [again] = await search('Av.  Providencia 1234 providencia');
    const [other] = await search('Av. Providencia 99, Providencia');
    expect(again?.id).toBe(first?.id);
    expect(other?.id).not.toBe(first?.id);
  });

  it('finds its own suggestion again when the chosen place name is searched', async () => {
    const [chosen] = await search('Los Leones 123, ñuño');
    expect(await search(chosen?.place_name ?? '')).toEqual([chosen]);
  });

  it('puts exact and prefix matches before word and substring matches, then by name', async () => {
    expect(await comunasOf('san pedro')).toEqual([
      'San Pedro',
      'San Pedro de Atacama',
      'San Pedro de la Paz',
    ]);
    expect(await comunasOf('florida')).toEqual(['Florida', 'La Florida']);
    expect(await comunasOf('condes')).toEqual(['Las Condes']);
  });

  it('answers no more suggestions than the limit', async () => {
    expect(await search('san', 10)).toHaveLength(10);
    expect(await search('san', 3)).toHaveLength(3);
  });

  it('answers nothing when no comuna matches', async () => {
    expect(await search('Gotham City')).toEqual([]);
    expect(await search('Av. Providencia 1234, depto 5')).toEqual([]);
  });

  it('gives every comuna its own id', () => {
    const slugs = chileComunas.map((comuna) => slugify(comuna.name));
    expect(new Set(slugs).size).toBe(chileComunas.length);
  });
});
