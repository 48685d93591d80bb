/**
 * Formatting helpers shared by the web app and the API. Each one takes plain data and returns what
 * a person reads or what a link needs.
 */

/** A phone number as people write it ("+56 2 2345 6789") turned into a `tel:` link target. */
export function toTelHref(phone: string): string {
  const international = /^\D*\+/.test(phone);
  const digits = phone.replace(/\D/g, '');
  return `tel:${international ? '+' : ''}${digits}`;
}

/** A `mailto:` link target for an email address. */
export function toMailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}
