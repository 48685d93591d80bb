import { privacyTexts } from '@brillo/domain/texts/privacy.es-CL';
import { LegalPage } from './legal-page';

export function PrivacyRoute() {
  return <LegalPage document={privacyTexts} />;
}
