import {
  AgentAccountStepSchema,
  AgentBackgroundStepSchema,
  AgentPersonalStepSchema,
  AgentSignUpSchema,
  AgentWorkStepSchema,
} from '@brillo/domain/contracts/agent-registration';
import type { AddressSuggestion } from '@brillo/domain/contracts/geocoding';
import { extraServices, type ExtraService } from '@brillo/domain/enums';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { optionalNumber } from './form-numbers';
import type { WizardStep } from './wizard-step';

/**
 * The agent wizard's form: the sign-up body's fields at the schema's paths (so every error lands
 * on its field), holding what the inputs hold: text in the selects, a number or '' in the rate.
 */
export interface AgentFormValues {
  name: string;
  phone: string;
  email: string;
  password: string;
  policeRecord: string;
  weeklyHours: string;
  quality_question: string;
  permit: string;
  hourlyRate: number | string;
  services: Record<ExtraService, boolean>;
  personalData: {
    gender: string;
    day: string;
    month: string;
    year: string;
    nationality: string;
    /** The chosen suggestion's `place_name`; empty until one is chosen. */
    address: string;
    city: string;
    comuna: string;
    postcode: string | null;
  };
  /** What the address search shows: the typed text or the chosen address. Never sent. */
  addressQuery: string;
}

const noServices = Object.fromEntries(extraServices.map((service) => [service, false])) as Record<
  ExtraService,
  boolean
>;

export const initialAgentValues: AgentFormValues = {
  name: '',
  phone: '',
  email: '',
  password: '',
  policeRecord: '',
  weeklyHours: '',
  quality_question: '',
  permit: '',
  hourlyRate: '',
  services: noServices,
  personalData: {
    gender: '',
    day: '',
    month: '',
    year: '',
    nationality: '',
    address: '',
    city: '',
    comuna: '',
    postcode: null,
  },
  addressQuery: '',
};

const steps = registrationTexts.steps;

/** Spec §2: account, background, work, personal data; each checked by its own schema. */
export const agentSteps: readonly WizardStep[] = [
  {
    title: steps.account,
    schema: AgentAccountStepSchema,
    fieldOrder: ['name', 'phone', 'email', 'password'],
  },
  {
    title: steps.background,
    schema: AgentBackgroundStepSchema,
    fieldOrder: ['policeRecord', 'weeklyHours', 'quality_question'],
  },
  {
    title: steps.work,
    schema: AgentWorkStepSchema,
    fieldOrder: ['permit', 'hourlyRate', 'services'],
  },
  {
    title: steps.personal,
    schema: AgentPersonalStepSchema,
    fieldOrder: [
      'personalData.gender',
      'personalData.day',
      'personalData.month',
      'personalData.year',
      'personalData.nationality',
      'personalData.address',
    ],
  },
];

/** The values as the schemas read them: the role added, numbers where the inputs hold text. */
export function agentSignUpInput(values: AgentFormValues) {
  // `addressQuery` goes along and the schemas drop it, as they drop every unknown field.
  const { hourlyRate, personalData, ...fields } = values;
  return {
    rol: 'agent',
    ...fields,
    hourlyRate: optionalNumber(hourlyRate),
    personalData: {
      ...personalData,
      day: optionalNumber(personalData.day),
      month: optionalNumber(personalData.month),
      year: optionalNumber(personalData.year),
    },
  };
}

export function parseAgentSignUp(values: AgentFormValues) {
  return AgentSignUpSchema.parse(agentSignUpInput(values));
}

/** Choosing a suggestion keeps the parts the spec stores for agents (§3 personalData). */
export function withChosenAgentAddress(
  personalData: AgentFormValues['personalData'],
  suggestion: AddressSuggestion | null,
): AgentFormValues['personalData'] {
  return {
    ...personalData,
    address: suggestion?.place_name ?? '',
    city: suggestion?.city ?? '',
    comuna: suggestion?.comuna ?? '',
    postcode: suggestion?.postcode ?? null,
  };
}
