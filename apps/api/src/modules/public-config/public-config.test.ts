import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';

describe('public configuration', async () => {
  const { app } = await createTestApp({
    settings: {
      PUBLIC_HOME_URL: 'https://www.brillo.cl/',
      CONTACT_CITY: 'Valparaíso, Chile',
      CONTACT_EMAIL: 'ayuda@brillo.cl',
      CONTACT_PHONE: '+56 32 123 4567',
    },
  });

  it('gives the web app the home link, contact data and time zone from the settings', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      homeUrl: 'https://www.brillo.cl/',
      city: 'Valparaíso, Chile',
      contactEmail: 'ayuda@brillo.cl',
      contactPhone: '+56 32 123 4567',
      timeZone: 'America/Santiago',
    });
  });
});
