import { useState, type ReactNode } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { SignUp } from '@brillo/domain/contracts/sign-up';
import { readDraft, saveDraft } from '../forms/wizard-draft';
import type { WizardStep } from '../forms/wizard-step';
import { useRegistrationWizard } from '../hooks/use-registration-wizard';
import { RegistrationSuccess } from './registration-success';
import { WizardFrame } from './wizard-frame';
import { WizardNotices } from './wizard-notices';

export interface RegistrationWizardProps<Values extends { password: string }> {
  /** The sessionStorage draft's name ('agent', 'customer'). */
  draftName: string;
  initialValues: Values;
  steps: readonly WizardStep[];
  toInput: (values: Values) => unknown;
  toBody: (values: Values) => SignUp;
  /** The fields of step `active`. */
  renderStep: (active: number, form: UseFormReturnType<Values>) => ReactNode;
  /** Say 'Por favor completa los campos requeridos' when step 1 is incomplete (customers). */
  summarizeStepOne?: boolean;
}

/** A registration wizard: its form, kept as a draft, its steps, and the success message. */
export function RegistrationWizard<Values extends { password: string }>(
  props: RegistrationWizardProps<Values>,
) {
  const { draftName, steps, renderStep } = props;
  const [draft] = useState(() => readDraft(draftName, props.initialValues));
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: draft.values,
    onValuesChange: (values) => saveDraft(draftName, values),
  });
  const wizard = useRegistrationWizard({
    form,
    steps,
    toInput: props.toInput,
    toBody: props.toBody,
    draftName,
  });

  if (wizard.registeredEmail) {
    return <RegistrationSuccess email={wizard.registeredEmail} />;
  }
  const onStepOne = wizard.active === 0;
  return (
    <WizardFrame
      titles={steps.map((step) => step.title)}
      active={wizard.active}
      headingRef={wizard.headingRef}
      announcement={wizard.announcement}
      pending={wizard.pending}
      onNext={wizard.next}
      onBack={wizard.back}
      notice={
        <WizardNotices
          restored={draft.restored && onStepOne && !wizard.announcement}
          incomplete={Boolean(props.summarizeStepOne) && onStepOne && wizard.stepFailed}
          formError={wizard.formError}
          submittedAt={wizard.submittedAt}
        />
      }
    >
      {renderStep(wizard.active, form)}
    </WizardFrame>
  );
}
