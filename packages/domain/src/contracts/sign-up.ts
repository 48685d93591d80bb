import { z } from 'zod';
import { validationTexts } from '../texts/validation.es-CL.ts';
import { AgentSignUpSchema } from './agent-registration.ts';
import { CustomerSignUpSchema } from './customer-registration.ts';
import { endpoint } from './definition.ts';

/** A sign-up for either role; any other `rol` is refused with a Spanish message. */
export const SignUpSchema = z.discriminatedUnion('rol', [AgentSignUpSchema, CustomerSignUpSchema], {
  error: validationTexts.roleInvalid,
});

export type SignUp = z.infer<typeof SignUpSchema>;

/** The answer to a sign-up: the new account's id and its email as stored (lower case). */
export const SignedUpSchema = z.object({ userId: z.string(), email: z.email() });

export type SignedUp = z.infer<typeof SignedUpSchema>;

/** Registers an agent or a customer with the profile, and mails the confirmation. */
export const signUp = endpoint({
  method: 'POST',
  path: '/api/sign-up',
  body: SignUpSchema,
  answers: { 201: SignedUpSchema },
});
