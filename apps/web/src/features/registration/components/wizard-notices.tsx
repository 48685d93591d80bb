import { Alert } from '@mantine/core';
import { validationTexts } from '@brillo/domain/texts/validation.es-CL';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { FormErrorAlert } from '@/components/form-error-alert';

interface WizardNoticesProps {
  /** A draft came back after a reload: say so, and that the password must be typed again. */
  restored: boolean;
  /** 'Por favor completa los campos requeridos' (the customer's step 1, spec §5). */
  incomplete: boolean;
  /** A refusal of the server that belongs to no field. */
  formError: Error | null;
  /** Remounts the error alert (and so focuses it) for each attempt. */
  submittedAt: number;
}

export function WizardNotices({
  restored,
  incomplete,
  formError,
  submittedAt,
}: WizardNoticesProps) {
  return (
    <>
      {restored ? (
        <Alert color="brillo" variant="light" role="status">
          {registrationTexts.draftRestored}
        </Alert>
      ) : null}
      {incomplete ? (
        <Alert color="red" variant="light">
          {validationTexts.completeRequiredFields}
        </Alert>
      ) : null}
      {formError ? <FormErrorAlert message={formError.message} key={submittedAt} /> : null}
    </>
  );
}
