import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  ReportProblemBodySchema,
  type ReportProblemBody,
} from '@brillo/domain/contracts/problem-reports';
import { PROBLEM_DESCRIPTION_MAX_LENGTH, problemCategories } from '@brillo/domain/problem-reports';
import { problemReportsTexts } from '@brillo/domain/texts/problem-reports.es-CL';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formLevelError, showFieldErrors, submitOrFocusError } from '@/lib/form-errors';

const texts = problemReportsTexts.customer;
const FIELD_ORDER = ['category', 'description'] as const;
const categoryOptions = [
  { value: '', label: texts.categoryPlaceholder, disabled: true },
  ...problemCategories.map((category) => ({
    value: category,
    label: problemReportsTexts.categories[category] ?? category,
  })),
];

interface ReportProblemDialogProps {
  /** The service, as its card names it ('Servicio con … el …'). */
  service: string;
  onClose: () => void;
  onReport: (body: ReportProblemBody, onError: (error: Error) => void) => void;
  busy: boolean;
  /** The refusal of the last attempt that is not about a field (a 409, a network failure). */
  error: Error | null;
  submittedAt: number;
}

/**
 * 'Reportar un problema' (PD-39): a category from the list and a description, checked with the
 * contract's schema before anything is sent.
 */
export function ReportProblemDialog(props: ReportProblemDialogProps) {
  const { service, onClose, onReport, busy, error, submittedAt } = props;
  const form = useForm<{ category: string; description: string }>({
    mode: 'uncontrolled',
    initialValues: { category: '', description: '' },
    validate: schemaResolver(ReportProblemBodySchema, { sync: true }),
  });
  const shown = formLevelError(error, FIELD_ORDER);
  return (
    <Modal.Root opened onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{texts.dialogTitle}</Modal.Title>
          <Modal.CloseButton aria-label={texts.cancel} />
        </Modal.Header>
        <Modal.Body>
          <form
            noValidate
            onSubmit={submitOrFocusError(form, FIELD_ORDER, (values) =>
              onReport(ReportProblemBodySchema.parse(values), (failure) =>
                showFieldErrors(form, FIELD_ORDER, failure),
              ),
            )}
          >
            <Stack gap="md">
              {shown ? <FormErrorAlert message={shown.message} key={submittedAt} /> : null}
              <Text size="sm" fw={600}>
                {service}
              </Text>
              <Text size="sm">{texts.dialogIntro}</Text>
              <NativeSelect
                label={texts.category}
                data={categoryOptions}
                withAsterisk
                key={form.key('category')}
                {...form.getInputProps('category')}
              />
              <Textarea
                label={texts.description}
                description={texts.descriptionHint}
                withAsterisk
                rows={4}
                maxLength={PROBLEM_DESCRIPTION_MAX_LENGTH}
                key={form.key('description')}
                {...form.getInputProps('description')}
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose}>
                  {texts.cancel}
                </Button>
                <Button type="submit" loading={busy}>
                  {texts.send}
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
