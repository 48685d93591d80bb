import { useEffect, useRef, useState } from 'react';
import { schemaResolver, type FormErrors, type UseFormReturnType } from '@mantine/form';
import type { SignUp } from '@brillo/domain/contracts/sign-up';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { ApiError } from '@/lib/api-client';
import { useSignUp } from '../api/sign-up';
import { focusField } from '../forms/focus-field';
import { clearDraft } from '../forms/wizard-draft';
import { stepOfField, type WizardStep } from '../forms/wizard-step';

interface WizardOptions<Values> {
  form: UseFormReturnType<Values>;
  steps: readonly WizardStep[];
  /** The form's values as the step schemas read them. */
  toInput: (values: Values) => unknown;
  /** The checked (trimmed) sign-up body. */
  toBody: (values: Values) => SignUp;
  /** The sessionStorage draft to forget once the account exists. */
  draftName: string;
}

type FocusTarget = { kind: 'heading' } | { kind: 'field'; path: string };

function hasErrors(errors: FormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The first step that owns one of the server's field errors, or -1. */
function firstStepWithServerError(steps: readonly WizardStep[], error: unknown): number {
  if (!(error instanceof ApiError) || !error.fields) return -1;
  const owners = Object.keys(error.fields)
    .map((path) => stepOfField(steps, path))
    .filter((index) => index >= 0);
  return owners.length > 0 ? Math.min(...owners) : -1;
}

/**
 * A registration wizard's moves: 'Siguiente' checks the current step with its schema before going
 * on, 'Atrás' keeps everything, the last step sends the sign-up. Errors go on their fields (the
 * server's too, on the step that owns them) and the focus follows: to the first field to fix, or
 * to the heading of the new step, whose name is also announced.
 */
/**
 * A new step starts at its title: the title takes the focus (screen readers read it) and is
 * scrolled to the top of the screen (with its 'Paso N de M' line, see the title's scroll margin),
 * rather than wherever the previous step's button left the page.
 */
function showHeading(heading: HTMLHeadingElement | null) {
  if (!heading) return;
  heading.focus({ preventScroll: true });
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
}

export function useRegistrationWizard<Values>(options: WizardOptions<Values>) {
  const { form, steps, toInput, toBody, draftName } = options;
  const [active, setActive] = useState(0);
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget } | null>(null);
  const [failedStep, setFailedStep] = useState<number | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const signUp = useSignUp();

  useEffect(() => {
    if (!focusRequest) return;
    const { target } = focusRequest;
    if (target.kind === 'heading' || !focusField(target.path)) showHeading(headingRef.current);
  }, [focusRequest]);

  function errorsOfStep(index: number): FormErrors {
    const step = steps[index];
    if (!step) return {};
    return schemaResolver(step.schema, { sync: true })(toInput(form.getValues()));
  }

  function showErrors(index: number, errors: FormErrors) {
    form.setErrors(errors);
    setFailedStep(index);
    setActive(index);
    const path = steps[index]?.fieldOrder.find((field) => errors[field]);
    setFocusRequest({ target: path ? { kind: 'field', path } : { kind: 'heading' } });
  }

  function goTo(index: number) {
    form.clearErrors();
    setFailedStep(null);
    setActive(index);
    setFocusRequest({ target: { kind: 'heading' } });
  }

  function submit() {
    // Every step once more: a draft restored after a reload has no password, for one.
    for (let index = 0; index < steps.length; index += 1) {
      const errors = errorsOfStep(index);
      if (hasErrors(errors)) return showErrors(index, errors);
    }
    const body = toBody(form.getValues());
    signUp.mutate(body, {
      onSuccess: () => {
        clearDraft(draftName);
        setRegisteredEmail(body.email);
      },
      onError: (error) => {
        const index = firstStepWithServerError(steps, error);
        if (index >= 0 && error instanceof ApiError && error.fields)
          showErrors(index, error.fields);
      },
    });
  }

  function next() {
    const errors = errorsOfStep(active);
    if (hasErrors(errors)) return showErrors(active, errors);
    if (active < steps.length - 1) return goTo(active + 1);
    submit();
  }

  const isLast = active === steps.length - 1;
  const error = signUp.error;
  const step = steps[active];
  return {
    active,
    isLast,
    headingRef,
    /** The spoken "Paso 2 de 4: …", set once the person has moved. */
    announcement:
      focusRequest && step
        ? registrationTexts.stepAnnouncement(active + 1, steps.length, step.title)
        : '',
    /** True when the last 'Siguiente' on this step found fields to fix. */
    stepFailed: failedStep === active,
    /** A refusal that belongs to no field, shown above the last step's fields. */
    formError: isLast && error && firstStepWithServerError(steps, error) < 0 ? error : null,
    submittedAt: signUp.submittedAt,
    pending: signUp.isPending,
    registeredEmail,
    next,
    back: () => goTo(Math.max(0, active - 1)),
  };
}
