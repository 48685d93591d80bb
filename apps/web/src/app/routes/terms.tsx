import { termsTexts } from '@brillo/domain/texts/terms.es-CL';
import { LegalPage } from './legal-page';

export function TermsRoute() {
  return <LegalPage document={termsTexts} />;
}
