import { texts } from '@brillo/domain/texts.es-CL';
import { CustomerSignupWizard } from '@/features/registration/components/customer-signup-wizard';
import { RegistrationLayout } from '@/features/registration/components/registration-layout';
import { usePageTitle } from '@/hooks/use-page-title';

/** /customer-signup and /signup, the same screen (spec §2, Customer registration). */
export function CustomerSignupRoute() {
  usePageTitle(texts.registration.customerTitle);
  return (
    <RegistrationLayout
      title={texts.registration.customerTitle}
      intro={texts.registration.customerIntro}
    >
      <CustomerSignupWizard />
    </RegistrationLayout>
  );
}
