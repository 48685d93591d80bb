import { Text } from '@mantine/core';
import {
  ReportProblemBodySchema,
  type ReportProblemBody,
} from '@brillo/domain/contracts/problem-reports';
import { PROBLEM_DESCRIPTION_MAX_LENGTH, problemCategories } from '@brillo/domain/problem-reports';
import { problemReportsTexts } from '@brillo/domain/texts/problem-reports.es-CL';
import type { SendBody } from '@/components/action-form';
import { ChoiceField } from '@/components/choice-field';
import { FormDialog, type FormDialogState } from '@/components/form-dialog';
import { ReasonField } from '@/components/reason-field';
import { useSchemaForm } from '@/lib/schema-form';

const texts = problemReportsTexts.customer;
const FIELD_ORDER = ['category', 'description'] as const;
interface ReportProblemDialogProps extends FormDialogState {
  /** The service, as its card names it ('Servicio con … el …'). */
  service: string;
  onReport: SendBody<ReportProblemBody>;
}

/**
 * 'Reportar un problema' (PD-39): a category from the list and a description, checked with the
 * contract's schema before anything is sent.
 */
export function ReportProblemDialog(props: ReportProblemDialogProps) {
  const { service, onReport, ...dialog } = props;
  const form = useSchemaForm(ReportProblemBodySchema, { category: '', description: '' });
  return (
    <FormDialog
      {...dialog}
      title={texts.dialogTitle}
      closeLabel={texts.cancel}
      cancelLabel={texts.cancel}
      confirmLabel={texts.send}
      form={form}
      fieldOrder={FIELD_ORDER}
      toBody={(values) => ReportProblemBodySchema.parse(values)}
      onSend={onReport}
    >
      <Text size="sm" fw={600}>
        {service}
      </Text>
      <Text size="sm">{texts.dialogIntro}</Text>
      <ChoiceField
        form={form}
        path="category"
        label={texts.category}
        placeholder={texts.categoryPlaceholder}
        choices={problemCategories}
        labelOf={(category) => problemReportsTexts.categories[category] ?? category}
      />
      <ReasonField
        form={form}
        path="description"
        label={texts.description}
        description={texts.descriptionHint}
        maxLength={PROBLEM_DESCRIPTION_MAX_LENGTH}
      />
    </FormDialog>
  );
}
