import { z } from 'zod';
import { texts } from '../texts.es-CL.ts';
import { AgentSignUpSchema } from './agent-registration.ts';
import { CustomerSignUpSchema } from './customer-registration.ts';

/** A sign-up for either role; any other `rol` is refused with a Spanish message. */
export const SignUpSchema = z.discriminatedUnion('rol', [AgentSignUpSchema, CustomerSignUpSchema], {
  error: texts.validation.roleInvalid,
});

export type SignUp = z.infer<typeof SignUpSchema>;
