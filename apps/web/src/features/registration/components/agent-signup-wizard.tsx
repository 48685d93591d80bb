import type { ReactNode } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import {
  agentSignUpInput,
  agentSteps,
  initialAgentValues,
  parseAgentSignUp,
  type AgentFormValues,
} from '../forms/agent-values';
import { AccountStep } from './account-step';
import { AgentBackgroundStep } from './agent-background-step';
import { AgentPersonalStep } from './agent-personal-step';
import { AgentWorkStep } from './agent-work-step';
import { RegistrationWizard } from './registration-wizard';

type AgentForm = UseFormReturnType<AgentFormValues>;

/** The fields of each step, in the order of `agentSteps`. */
const stepFields: ((form: AgentForm) => ReactNode)[] = [
  (form) => <AccountStep form={form} nameLabel={registrationTexts.fields.agentName} />,
  (form) => <AgentBackgroundStep form={form} />,
  (form) => <AgentWorkStep form={form} />,
  (form) => <AgentPersonalStep form={form} />,
];

/** /agent-signup (spec §2): four steps, then the account with its agent record; then /signin. */
export function AgentSignupWizard() {
  return (
    <RegistrationWizard
      draftName="agent"
      initialValues={initialAgentValues}
      steps={agentSteps}
      toInput={agentSignUpInput}
      toBody={parseAgentSignUp}
      renderStep={(active, form) => stepFields[active]?.(form)}
    />
  );
}
