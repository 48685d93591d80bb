import {
  CustomerAccountStepSchema,
  CustomerPersonalStepSchema,
  CustomerSignUpSchema,
} from '@brillo/domain/contracts/customer-registration';
import type { AddressSuggestion } from '@brillo/domain/contracts/geocoding';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import type { WizardStep } from './wizard-step';

/** The customer wizard's form, at the sign-up body's paths (PD-8: step 2 is all stored). */
export interface CustomerFormValues {
  name: string;
  phone: string;
  email: string;
  password: string;
  personalData: {
    gender: string;
    /** 'YYYY-MM-DD', as the date input gives it. */
    birthDate: string;
    nationality: string;
    /** The chosen suggestion's `place_name`; empty until one is chosen. */
    address: string;
    addressExtra: string;
    postcode: string;
  };
  /** What the address search shows: the typed text or the chosen address. Never sent. */
  addressQuery: string;
}

export const initialCustomerValues: CustomerFormValues = {
  name: '',
  phone: '',
  email: '',
  password: '',
  personalData: {
    gender: '',
    birthDate: '',
    nationality: '',
    address: '',
    addressExtra: '',
    postcode: '',
  },
  addressQuery: '',
};

export const customerSteps: readonly WizardStep[] = [
  {
    title: registrationTexts.steps.account,
    schema: CustomerAccountStepSchema,
    fieldOrder: ['name', 'phone', 'email', 'password'],
  },
  {
    title: registrationTexts.steps.personal,
    schema: CustomerPersonalStepSchema,
    fieldOrder: [
      'personalData.gender',
      'personalData.birthDate',
      'personalData.nationality',
      'personalData.address',
      'personalData.addressExtra',
      'personalData.postcode',
    ],
  },
];

/** The values as the schemas read them; they drop `addressQuery`, as every unknown field. */
export function customerSignUpInput(values: CustomerFormValues) {
  return { rol: 'customer', ...values };
}

export function parseCustomerSignUp(values: CustomerFormValues) {
  return CustomerSignUpSchema.parse(customerSignUpInput(values));
}

/**
 * Choosing a suggestion keeps its `place_name` as the address (spec §3) and fills in the postcode
 * when the geocoder knows it (the offline one does not); the person can still change it.
 */
export function withChosenCustomerAddress(
  personalData: CustomerFormValues['personalData'],
  suggestion: AddressSuggestion | null,
): CustomerFormValues['personalData'] {
  return {
    ...personalData,
    address: suggestion?.place_name ?? '',
    postcode: suggestion?.postcode ?? personalData.postcode,
  };
}
