import { describe, expect, it } from 'vitest';
import { post, signIn, signUpBody, uniqueEmail } from '../../../test/auth.ts';
import { createTestApp, testConfig } from '../../../test/app.ts';
import { manualClock } from '../../../test/clock.ts';
import { rateLimits } from '../../db/schema.ts';
import { ipBucket } from './ip-bucket.ts';
import { rateLimitRules } from './rate-limit.ts';

const tooMany = {
  error: {
    code: 'TOO_MANY_REQUESTS',
    message: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
  },
};

describe('rate limits on the account endpoints', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  // A second API process on the same database.
  const { app: secondProcess } = await createTestApp({ database });
  const behindProxy = await createTestApp({ settings: { TRUST_PROXY: '10.0.0.0/8' } });

  it('refuses the 11th sign-in in a minute from one IP with a Spanish 429 and Retry-After', async () => {
    const ip = '198.51.100.10';
    const { perIp } = rateLimitRules.signIn;
    for (let attempt = 1; attempt <= perIp.max; attempt += 1) {
      const response = await signIn(app, uniqueEmail(), 'cualquier-clave', { remoteAddress: ip });
      expect(response.statusCode).toBe(401);
    }
    const refused = await signIn(app, uniqueEmail(), 'cualquier-clave', { remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(perIp.windowSeconds);

    const otherClient = await signIn(app, uniqueEmail(), 'cualquier-clave');
    expect(otherClient.statusCode).toBe(401);
  });

  it('shares the buckets between API processes on one database', async () => {
    const ip = '198.51.100.11';
    for (let attempt = 1; attempt <= rateLimitRules.signIn.perIp.max; attempt += 1) {
      await signIn(app, uniqueEmail(), 'cualquier-clave', { remoteAddress: ip });
    }
    const refused = await signIn(secondProcess, uniqueEmail(), 'x', { remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
  });

  it('opens a new window once the old one has ended', async () => {
    const ip = '198.51.100.12';
    for (let attempt = 1; attempt <= rateLimitRules.signIn.perIp.max + 1; attempt += 1) {
      await signIn(app, uniqueEmail(), 'cualquier-clave', { remoteAddress: ip });
    }
    await db.update(rateLimits).set({ windowEndsAt: new Date(Date.now() - 1000) });
    const response = await signIn(app, uniqueEmail(), 'cualquier-clave', { remoteAddress: ip });
    expect(response.statusCode).toBe(401);
  });

  it('ignores a spoofed X-Forwarded-For when TRUST_PROXY is off', async () => {
    const ip = '198.51.100.13';
    for (let attempt = 1; attempt <= rateLimitRules.signIn.perIp.max; attempt += 1) {
      await signIn(app, uniqueEmail(), 'x', {
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
      });
    }
    const refused = await signIn(app, uniqueEmail(), 'x', {
      remoteAddress: ip,
      headers: { 'x-forwarded-for': '203.0.113.200' },
    });
    expect(refused.statusCode).toBe(429);
  });

  it('keeps two clients behind a trusted proxy in separate buckets', async () => {
    const proxy = behindProxy.app;
    const fromClient = (client: string) =>
      signIn(proxy, uniqueEmail(), 'x', {
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    for (let attempt = 1; attempt <= rateLimitRules.signIn.perIp.max; attempt += 1) {
      expect((await fromClient('203.0.113.50')).statusCode).toBe(401);
    }
    expect((await fromClient('203.0.113.50')).statusCode).toBe(429);
    expect((await fromClient('203.0.113.51')).statusCode).toBe(401);
  });

  it('takes the address the trusted proxy saw, not one the client put before it', async () => {
    const proxy = behindProxy.app;
    const spoofing = (claimed: string) =>
      signIn(proxy, uniqueEmail(), 'x', {
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': `${claimed}, 203.0.113.60` },
      });
    for (let attempt = 1; attempt <= rateLimitRules.signIn.perIp.max; attempt += 1) {
      expect((await spoofing(`198.51.100.${attempt}`)).statusCode).toBe(401);
    }
    expect((await spoofing('198.51.100.99')).statusCode).toBe(429);
  });

  it('limits sign-ups per email', async () => {
    const body = signUpBody('customer');
    for (let attempt = 1; attempt <= rateLimitRules.signUp.perAccount.max; attempt += 1) {
      await post(app, '/api/sign-up', body);
    }
    const refused = await post(app, '/api/sign-up', body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
  });

  it('limits confirmation resends per email', async () => {
    const email = uniqueEmail();
    const { max } = rateLimitRules.resendConfirmation.perAccount;
    for (let attempt = 1; attempt <= max; attempt += 1) {
      const response = await post(app, '/api/auth/send-verification-email', { email });
      expect(response.statusCode).toBe(200);
    }
    const refused = await post(app, '/api/auth/send-verification-email', { email });
    expect(refused.statusCode).toBe(429);
  });

  it('limits password-reset requests per IP, whatever the email', async () => {
    const ip = '198.51.100.14';
    const request = () =>
      post(
        app,
        '/api/auth/request-password-reset',
        { email: uniqueEmail() },
        { remoteAddress: ip },
      );
    for (let attempt = 1; attempt <= rateLimitRules.passwordResetRequest.perIp.max; attempt += 1) {
      expect((await request()).statusCode).toBe(200);
    }
    expect((await request()).statusCode).toBe(429);
  });

  it('can be turned off outside production with RATE_LIMITS=false, never in production', async () => {
    const unlimited = await createTestApp({ settings: { RATE_LIMITS: 'false' } });
    for (let attempt = 0; attempt <= rateLimitRules.signIn.perIp.max; attempt += 1) {
      const response = await signIn(unlimited.app, uniqueEmail(), 'x', {
        remoteAddress: '198.51.100.15',
      });
      expect(response.statusCode).toBe(401);
    }
    const production = testConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
      PUBLIC_URL: 'https://brillo.example',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      FINTOC_SECRET_KEY: 'sk_live_brillo',
      FINTOC_PUBLIC_KEY: 'pk_test_brillo',
      FINTOC_WEBHOOK_SECRET: 'whsec_test_brillo',
      RATE_LIMITS: 'false',
    });
    expect(production.rateLimitsEnabled).toBe(true);
  });

  it('lets a client in again once the clock passes the end of its window', async () => {
    const clock = manualClock();
    const timed = await createTestApp({ clock });
    const ip = '198.51.100.16';
    const { perIp } = rateLimitRules.addressSearch;
    const search = () =>
      timed.app.inject({
        method: 'GET',
        url: '/api/geocoding/addresses?q=Providencia',
        remoteAddress: ip,
      });
    for (let attempt = 1; attempt <= perIp.max; attempt += 1) {
      expect((await search()).statusCode).toBe(200);
    }
    const refused = await search();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(perIp.windowSeconds);
    clock.advance((perIp.windowSeconds - 1) * 1000);
    expect((await search()).statusCode).toBe(429);
    clock.advance(1000);
    expect((await search()).statusCode).toBe(200);
  });

  it('keys an IPv6 client by its /64 and an IPv4-mapped address as IPv4', () => {
    expect(ipBucket('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
    expect(ipBucket('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:0db8:0001:0002::/64');
    expect(ipBucket('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
    expect(ipBucket('2001:db8:1::2:3:4:5')).toBe('2001:0db8:0001:0000::/64');
    expect(ipBucket('::1')).toBe('0000:0000:0000:0000::/64');
    expect(ipBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ipBucket('203.0.113.7')).toBe('203.0.113.7');
  });
});
