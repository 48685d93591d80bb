/**
 * The shape of a legal text (privacy policy, terms). Texts live in `legal-*.es-CL.ts`; the web app
 * renders them without knowing their wording. A `contact` block is completed with the contact email
 * from the public configuration, or shows its `fallback` when that email is not known.
 */
export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'contact'; text: string; fallback: string };

export interface LegalSection {
  /** Stable anchor for links to the section, e.g. `/privacy#tus-derechos`. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** Date the text last changed, as people read it (es-CL). */
  updatedOn: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}
