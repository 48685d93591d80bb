import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { CustomerSignupWizard } from '@/features/registration/components/customer-signup-wizard';
import { RegistrationLayout } from '@/features/registration/components/registration-layout';
import { usePageTitle } from '@/hooks/use-page-title';

/** /customer-signup and /signup, the same screen (spec §2, Customer registration). */
export function CustomerSignupRoute() {
  usePageTitle(registrationTexts.customerTitle);
  return (
    <RegistrationLayout
      title={registrationTexts.customerTitle}
      intro={registrationTexts.customerIntro}
    >
      <CustomerSignupWizard />
    </RegistrationLayout>
  );
}
