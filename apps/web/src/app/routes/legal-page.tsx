import type { LegalDocument } from '@brillo/domain/legal-document';
import { LegalDocumentView } from '@/features/legal/components/legal-document-view';
import type { ContactEmail } from '@/features/legal/components/legal-block-view';
import { usePublicConfig } from '@/hooks/use-public-config';
import { usePageTitle } from '@/hooks/use-page-title';

/** A legal page, completed with the contact email from the public configuration. */
export function LegalPage({ document }: { document: LegalDocument }) {
  usePageTitle(document.title);
  const config = usePublicConfig();
  const contactEmail: ContactEmail = config.data
    ? { status: 'ready', email: config.data.contactEmail }
    : config.isPending
      ? { status: 'loading' }
      : { status: 'missing' };
  return <LegalDocumentView document={document} contactEmail={contactEmail} />;
}
