import { termsOfService } from '@brillo/domain/legal-terms.es-CL';
import { LegalPage } from './legal-page';

export function TermsRoute() {
  return <LegalPage document={termsOfService} />;
}
