import { describe, expect, it } from 'vitest';
import { comunaInAddress, firstNameOf } from './address-parts.ts';

describe('comunaInAddress', () => {
  it('finds the comuna among the parts after the street, spelled as the list spells it', () => {
    expect(comunaInAddress('Av. Irarrázaval 2450, Ñuñoa, Santiago')).toBe('Ñuñoa');
    expect(comunaInAddress('Av. Apoquindo 4501, las condes, Santiago')).toBe('Las Condes');
    expect(comunaInAddress('Los Leones 100,  nunoa ')).toBe('Ñuñoa');
  });

  it('never takes the street part, even when a street is named like a comuna', () => {
    expect(comunaInAddress('Providencia, Región Metropolitana')).toBeNull();
    expect(comunaInAddress('Providencia 1200, Santiago')).toBe('Santiago');
  });

  it('answers null without an address or a known comuna', () => {
    expect(comunaInAddress('')).toBeNull();
    expect(comunaInAddress(null)).toBeNull();
    expect(comunaInAddress('Calle Falsa 123, Springfield')).toBeNull();
  });
});

describe('firstNameOf', () => {
  it('keeps the first word only', () => {
    expect(firstNameOf('Matías González Soto')).toBe('Matías');
    expect(firstNameOf('  Ana  ')).toBe('Ana');
  });
});
