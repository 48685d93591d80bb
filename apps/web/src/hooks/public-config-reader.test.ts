import { describe, it } from 'vitest';
import { PublicConfigSchema } from '@brillo/domain/contracts/public-config';
import { expectSameReading } from '../../test/reader-agreement';
import { publicConfigOf } from './public-config-reader';

const config = {
  homeUrl: 'https://brillo.cl',
  city: 'Santiago',
  contactEmail: 'hola@brillo.cl',
  contactPhone: '+56 2 2345 6789',
  timeZone: 'America/Santiago',
};

describe('the public settings read by hand', () => {
  it('reads what the contract reads and refuses what it refuses', () => {
    expectSameReading(publicConfigOf, PublicConfigSchema, {
      valid: [
        config,
        { ...config, extra: 'x' },
        { ...config, homeUrl: 'http://localhost:3000/inicio' },
        { ...config, city: '', contactPhone: '' },
      ],
      invalid: [
        null,
        [config],
        { ...config, homeUrl: 'brillo.cl' },
        { ...config, homeUrl: 42 },
        { ...config, contactEmail: 'hola' },
        { ...config, contactEmail: 'hola@brillo' },
        { ...config, contactEmail: 'ho la@brillo.cl' },
        { ...config, city: null },
        { ...config, contactPhone: 56 },
        { ...config, timeZone: undefined },
      ],
    });
  });
});
