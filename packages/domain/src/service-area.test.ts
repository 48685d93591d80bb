import { describe, expect, it } from 'vitest';
import { chileComunas } from './chile-comunas.ts';
import { ServiceComunasSchema, serviceAreaMessage } from './contracts/agent-profile.ts';
import { SERVICE_COMUNAS_MAX, checkServiceComunas, sortComunas } from './service-area.ts';
import { agentProfileTexts } from './texts/agent-profile.es-CL.ts';

const texts = agentProfileTexts.serviceArea;

describe('checkServiceComunas', () => {
  it('spells each comuna as the list does, in the order given', () => {
    expect(checkServiceComunas(['ñuñoa', ' PROVIDENCIA ', 'Las Condes'])).toEqual({
      ok: true,
      comunas: ['Ñuñoa', 'Providencia', 'Las Condes'],
    });
    expect(checkServiceComunas(['Nunoa'])).toEqual({ ok: true, comunas: ['Ñuñoa'] });
  });

  it('takes one comuna and exactly the cap, refusing an empty list and one more', () => {
    expect(checkServiceComunas(['Maipú'])).toEqual({ ok: true, comunas: ['Maipú'] });
    const names = chileComunas.map((comuna) => comuna.name);
    const full = checkServiceComunas(names.slice(0, SERVICE_COMUNAS_MAX));
    expect(full.ok && full.comunas).toHaveLength(SERVICE_COMUNAS_MAX);
    expect(checkServiceComunas([])).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(checkServiceComunas(names.slice(0, SERVICE_COMUNAS_MAX + 1))).toEqual({
      ok: false,
      problem: { kind: 'tooMany', max: SERVICE_COMUNAS_MAX },
    });
  });

  it('refuses a name of no comuna and a comuna twice, also written otherwise', () => {
    expect(checkServiceComunas(['Ñuñoa', 'Gotham'])).toEqual({
      ok: false,
      problem: { kind: 'unknown', name: 'Gotham' },
    });
    expect(checkServiceComunas([''])).toMatchObject({ ok: false, problem: { kind: 'unknown' } });
    expect(checkServiceComunas(['Ñuñoa', 'nunoa'])).toEqual({
      ok: false,
      problem: { kind: 'repeated', name: 'Ñuñoa' },
    });
  });

  it('sorts as Spanish reads: Ñuñoa after Nogales, accents ignored', () => {
    expect(sortComunas(['Ñuñoa', 'Maipú', 'Nogales', 'Las Condes'])).toEqual([
      'Las Condes',
      'Maipú',
      'Nogales',
      'Ñuñoa',
    ]);
  });
});

describe('ServiceComunasSchema', () => {
  it('answers each problem in Spanish', () => {
    const message = (value: unknown) => {
      const result = ServiceComunasSchema.safeParse(value);
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(message(['Ñuñoa'])).toBeNull();
    expect(message([])).toBe(texts.empty);
    expect(message(['Springfield'])).toBe(texts.unknown('Springfield'));
    expect(message(['Maipú', 'maipu'])).toBe(texts.repeated('Maipú'));
    expect(message(Array.from({ length: 31 }, () => 'Ñuñoa'))).toBe(texts.tooMany(30));
    expect(message('Ñuñoa')).toBe(texts.notList);
    expect(message([42])).toBe(texts.notList);
    expect(message(['x'.repeat(101)])).toBe(texts.notList);
    expect(serviceAreaMessage({ kind: 'tooMany', max: 30 })).toBe(
      'Puedes elegir hasta 30 comunas.',
    );
  });
});
