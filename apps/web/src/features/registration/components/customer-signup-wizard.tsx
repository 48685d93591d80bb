import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import {
  customerSignUpInput,
  customerSteps,
  initialCustomerValues,
  parseCustomerSignUp,
} from '../forms/customer-values';
import { AccountStep } from './account-step';
import { CustomerPersonalStep } from './customer-personal-step';
import { RegistrationWizard } from './registration-wizard';

/** /customer-signup and /signup (spec §2): two steps, then the account and its profile; then /signin. */
export function CustomerSignupWizard() {
  return (
    <RegistrationWizard
      draftName="customer"
      initialValues={initialCustomerValues}
      steps={customerSteps}
      toInput={customerSignUpInput}
      toBody={parseCustomerSignUp}
      summarizeStepOne
      renderStep={(active, form) =>
        active === 0 ? (
          <AccountStep form={form} nameLabel={registrationTexts.fields.customerName} />
        ) : (
          <CustomerPersonalStep form={form} />
        )
      }
    />
  );
}
