import { describe, expect, it } from 'vitest';
import { geocodingTexts } from '../texts/geocoding.es-CL.ts';
import { AddressSearchQuerySchema, AddressSearchResponseSchema } from './geocoding.ts';

const messageFor = (input: unknown) =>
  AddressSearchQuerySchema.safeParse(input).error?.issues.map((issue) => issue.message);

describe('the address search contract', () => {
  it('accepts more than 2 characters, without the blank space around them', () => {
    expect(AddressSearchQuerySchema.parse({ q: '  ñuñ  ' })).toEqual({ q: 'ñuñ' });
  });

  it('asks for at least 3 characters when fewer, or none, are typed', () => {
    expect(messageFor({ q: ' ab ' })).toEqual([geocodingTexts.queryTooShort]);
    expect(messageFor({})).toEqual([geocodingTexts.queryTooShort]);
  });

  it('refuses more than 200 characters', () => {
    expect(messageFor({ q: 'a'.repeat(200) })).toBeUndefined();
    expect(messageFor({ q: 'a'.repeat(201) })).toEqual([geocodingTexts.queryTooLong]);
  });

  it('answers at most 10 suggestions', () => {
    const suggestion = {
      id: 'offline.comuna.nunoa',
      place_name: 'Ñuñoa, Región Metropolitana de Santiago, Chile',
      address: '',
      comuna: 'Ñuñoa',
      city: 'Ñuñoa',
      region: 'Región Metropolitana de Santiago',
      postcode: null,
    };
    const answer = (count: number) => ({
      suggestions: Array.from({ length: count }, () => suggestion),
    });
    expect(AddressSearchResponseSchema.safeParse(answer(10)).success).toBe(true);
    expect(AddressSearchResponseSchema.safeParse(answer(11)).success).toBe(false);
  });
});
