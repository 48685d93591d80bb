import { privacyPolicy } from '@brillo/domain/legal-privacy.es-CL';
import { LegalPage } from './legal-page';

export function PrivacyRoute() {
  return <LegalPage document={privacyPolicy} />;
}
