import { describe, expect, it } from 'vitest';
import { toMailtoHref, toTelHref } from './format.ts';

describe('toTelHref', () => {
  it('keeps the leading plus and drops spaces from a Chilean landline', () => {
    expect(toTelHref('+56 2 2345 6789')).toBe('tel:+56223456789');
  });

  it('drops dashes, dots and parentheses', () => {
    expect(toTelHref(' (+56) 9-8765.4321 ')).toBe('tel:+56987654321');
  });

  it('keeps a number written without a plus as digits only', () => {
    expect(toTelHref('22 345 6789')).toBe('tel:223456789');
  });
});

describe('toMailtoHref', () => {
  it('turns an email address into a mailto link target', () => {
    expect(toMailtoHref(' hola@brillo.cl ')).toBe('mailto:hola@brillo.cl');
  });
});
