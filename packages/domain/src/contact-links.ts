/**
 * Link targets for contact details, for pages and emails. A module of their own: the site
 * footer uses them, so they are in the web app's first download, and a module is bundled whole.
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
