import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.ts';

const SECRET = 'whsec_test_secret';
const BODY = '{"id":"evt_1","type":"payment_intent.succeeded","data":{"id":"pi_1"}}';
const NOW = new Date('2026-11-23T12:00:00Z');

describe('verifyWebhookSignature', () => {
  it('accepts a body signed with the secret within 300 s, either way', () => {
    expect(verifyWebhookSignature(SECRET, BODY, signWebhook(SECRET, BODY, NOW), NOW)).toEqual({
      valid: true,
    });
    const earlier = new Date(NOW.getTime() - 299_000);
    expect(
      verifyWebhookSignature(SECRET, BODY, signWebhook(SECRET, BODY, earlier), NOW).valid,
    ).toBe(true);
  });

  it('refuses another secret, a stale or future timestamp, and a body altered after signing', () => {
    expect(verifyWebhookSignature(SECRET, BODY, signWebhook('other', BODY, NOW), NOW)).toEqual({
      valid: false,
      problem: 'mismatch',
    });
    const stale = signWebhook(SECRET, BODY, new Date(NOW.getTime() - 301_000));
    expect(verifyWebhookSignature(SECRET, BODY, stale, NOW)).toEqual({
      valid: false,
      problem: 'stale',
    });
    const future = signWebhook(SECRET, BODY, new Date(NOW.getTime() + 301_000));
    expect(verifyWebhookSignature(SECRET, BODY, future, NOW).valid).toBe(false);
    const altered = BODY.replace('succeeded', 'failed');
    expect(verifyWebhookSignature(SECRET, altered, signWebhook(SECRET, BODY, NOW), NOW)).toEqual({
      valid: false,
      problem: 'mismatch',
    });
  });

  it('refuses a re-dated signature: the timestamp is part of what is signed', () => {
    const header = signWebhook(SECRET, BODY, new Date(NOW.getTime() - 3_600_000));
    const redated = header.replace(/t=\d+/, `t=${Math.floor(NOW.getTime() / 1000)}`);
    expect(verifyWebhookSignature(SECRET, BODY, redated, NOW).valid).toBe(false);
  });

  it('accepts any of several v1 values, as during a secret rotation', () => {
    const good = signWebhook(SECRET, BODY, NOW);
    const [t, v1] = good.split(',');
    const other = signWebhook('old-secret', BODY, NOW).split(',')[1];
    expect(verifyWebhookSignature(SECRET, BODY, `${t},${other},${v1}`, NOW).valid).toBe(true);
    expect(verifyWebhookSignature(SECRET, BODY, `${t},${other},v1=zz`, NOW).valid).toBe(false);
  });

  it('refuses a missing or malformed header', () => {
    expect(verifyWebhookSignature(SECRET, BODY, undefined, NOW)).toEqual({
      valid: false,
      problem: 'missing',
    });
    for (const header of ['', 'garbage', 't=abc,v1=00', 'v1=00', `t=${NOW.getTime() / 1000}`]) {
      expect(verifyWebhookSignature(SECRET, BODY, header, NOW).valid).toBe(false);
    }
    const good = signWebhook(SECRET, BODY, NOW);
    expect(verifyWebhookSignature(SECRET, BODY, good.slice(0, -2), NOW).valid).toBe(false);
  });
});
