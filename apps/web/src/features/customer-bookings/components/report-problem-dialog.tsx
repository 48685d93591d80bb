import { NativeSelect, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  ReportProblemBodySchema,
  type ReportProblemBody,
} from '@brillo/domain/contracts/problem-reports';
import { PROBLEM_DESCRIPTION_MAX_LENGTH, problemCategories } from '@brillo/domain/problem-reports';
import { problemReportsTexts } from '@brillo/domain/texts/problem-reports.es-CL';
import { FormDialog } from '@/components/form-dialog';
import { ReasonField } from '@/components/reason-field';

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
  return (
    <FormDialog
      title={texts.dialogTitle}
      closeLabel={texts.cancel}
      onClose={onClose}
      cancelLabel={texts.cancel}
      confirmLabel={texts.send}
      busy={busy}
      form={form}
      fieldOrder={FIELD_ORDER}
      toBody={(values) => ReportProblemBodySchema.parse(values)}
      onSend={onReport}
      error={error}
      submittedAt={submittedAt}
    >
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
      <ReasonField
        label={texts.description}
        description={texts.descriptionHint}
        maxLength={PROBLEM_DESCRIPTION_MAX_LENGTH}
        key={form.key('description')}
        {...form.getInputProps('description')}
      />
    </FormDialog>
  );
}
