import { z } from 'zod';
import {
  extraServices,
  genders,
  nationalities,
  qualityAnswers,
  weeklyHoursBands,
  yesNoAnswers,
} from '../enums.ts';
import { validationTexts } from '../texts/validation.es-CL.ts';
import {
  accountStepSchema,
  ClpAmountSchema,
  requiredChoice,
  requiredText,
  wholeNumberBetween,
} from './account-fields.ts';

const messages = validationTexts;

/** Step 1: name and surname, phone, email, password. */
export const AgentAccountStepSchema = accountStepSchema(messages.agentNameRequired);

/** Step 2: police record, weekly availability band and the punctuality question. */
export const AgentBackgroundStepSchema = z.object({
  policeRecord: requiredChoice(yesNoAnswers, messages.selectOption),
  weeklyHours: requiredChoice(weeklyHoursBands, messages.selectOption),
  quality_question: requiredChoice(qualityAnswers, messages.selectOption),
});

/** The eight extra services, each offered or not. */
export const AgentServicesSchema = z.record(z.enum(extraServices), z.boolean());

/** Step 3: work permit, hourly rate in CLP and the extra services. */
export const AgentWorkStepSchema = z.object({
  permit: requiredChoice(yesNoAnswers, messages.selectOption),
  hourlyRate: ClpAmountSchema,
  services: AgentServicesSchema,
});

export const FIRST_BIRTH_YEAR = 1900;

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const AgentPersonalDataSchema = z
  .object({
    gender: requiredChoice(genders, messages.genderRequired),
    day: wholeNumberBetween(1, 31, messages.dayRequired),
    month: wholeNumberBetween(1, 12, messages.monthRequired),
    year: wholeNumberBetween(FIRST_BIRTH_YEAR, 9999, messages.yearRequired).refine(
      (year) => year <= new Date().getFullYear(),
      { error: messages.yearRequired },
    ),
    nationality: requiredChoice(nationalities, messages.nationalityRequired),
    address: requiredText(messages.agentAddressRequired),
    city: z.string().trim().max(100),
    comuna: z.string().trim().max(100),
    postcode: z.string().trim().max(20).nullable(),
  })
  .superRefine((data, context) => {
    if (!isCalendarDate(data.year, data.month, data.day)) {
      context.addIssue({ code: 'custom', path: ['day'], message: messages.birthDateInvalid });
    }
    if (!data.comuna || !data.city) {
      context.addIssue({
        code: 'custom',
        path: ['address'],
        message: messages.agentAddressRequired,
      });
    }
  });

/** Step 4: gender, birth date, nationality and the address chosen from the search. */
export const AgentPersonalStepSchema = z.object({ personalData: AgentPersonalDataSchema });

/** The whole agent sign-up, as the API receives it: every step once more, plus the role. */
export const AgentSignUpSchema = z.object({
  rol: z.literal('agent'),
  ...AgentAccountStepSchema.shape,
  ...AgentBackgroundStepSchema.shape,
  ...AgentWorkStepSchema.shape,
  ...AgentPersonalStepSchema.shape,
});

export type AgentSignUp = z.infer<typeof AgentSignUpSchema>;
