/**
 * Chile's RUT (Rol Único Tributario), as an agent types it for their bank account (PD-42): a body
 * of digits and a verifier digit, 0–9 or K, computed from the body by module 11. People write it
 * in many ways ('12.345.678-5', '12345678-5', '123456785', '12 345 678 k'); the API keeps one
 * compact form ('12345678-5') and shows one ('12.345.678-5').
 */

/** The largest body a RUT has (companies reach the 90 millions; people stay below 30 millions). */
const MAX_BODY = 99_999_999;

export interface Rut {
  /** The digits before the verifier, as a number (no leading zeros). */
  body: number;
  /** The verifier digit: '0'–'9' or 'K' (upper case). */
  verifier: string;
}

/** The verifier digit of a body: its digits from the right times 2, 3, …, 7, 2, 3, …, modulo 11. */
export function rutVerifier(body: number): string {
  let sum = 0;
  let factor = 2;
  for (let rest = body; rest > 0; rest = Math.floor(rest / 10)) {
    sum += (rest % 10) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const digit = 11 - (sum % 11);
  if (digit === 11) return '0';
  if (digit === 10) return 'K';
  return String(digit);
}

/** Why a text is not a RUT: not shaped as one, or its verifier digit does not match its body. */
export type RutRefusal = 'format' | 'verifier';

/**
 * Reads a RUT as people write it: dots, spaces and one dash anywhere they usually go, a lower-case
 * k, leading zeros. The last character is the verifier.
 */
export function parseRut(text: string): { rut: Rut } | { refusal: RutRefusal } {
  const compact = text.replace(/[.\s]/g, '').replace(/-(?=[\dkK]$)/, '');
  const match = /^(?<digits>\d{1,9})(?<verifier>[\dkK])$/.exec(compact)?.groups;
  if (!match?.digits || !match.verifier) return { refusal: 'format' };
  const body = Number(match.digits);
  if (body < 1 || body > MAX_BODY) return { refusal: 'format' };
  const verifier = match.verifier.toUpperCase();
  if (rutVerifier(body) !== verifier) return { refusal: 'verifier' };
  return { rut: { body, verifier } };
}

/** The form the API stores and answers: '12345678-5'. */
export function compactRut({ body, verifier }: Rut): string {
  return `${body}-${verifier}`;
}

/** The form people read: '12.345.678-5'. */
export function formatRut({ body, verifier }: Rut): string {
  return `${String(body).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${verifier}`;
}
