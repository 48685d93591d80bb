import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { SLOT_STEP_MINUTES } from '@brillo/domain/slot-rules';
import { availabilityTexts } from '@brillo/domain/texts/availability.es-CL';
import { formatSlotRange, todayIn } from '@brillo/domain/zoned-time';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreateSlots } from '../api/slots';
import {
  batchProblem,
  emptyRow,
  endsNextDay,
  planSlots,
  rowErrorsFromServer,
  type PlannedSlot,
  type ScheduleValues,
} from '../forms/schedule-rows';

const texts = availabilityTexts.schedules;

interface ScheduleFormProps {
  timeZone: string;
  /** After the slots are created (the form is already reset). */
  onCreated: () => void;
}

/** The order the fields of row `index` show, for moving the focus to the first to fix. */
function fieldOrder(rows: number): string[] {
  return Array.from({ length: rows }, (_, index) =>
    ['date', 'start', 'end', 'until'].map((name) => `rows.${index}.${name}`),
  ).flat();
}

/**
 * /schedules (spec §2 "Add availability"): rows of date, start and end on Chile's clock, each
 * repeatable every week until a date; a preview of the slots to create; 'Enviar agenda' sends
 * them all in one request. Refused rows are marked with the server's reason; every row keeps
 * what was typed.
 */
export function ScheduleForm({ timeZone, onCreated }: ScheduleFormProps) {
  const form = useForm<ScheduleValues>({
    mode: 'controlled',
    initialValues: { rows: [emptyRow()] },
  });
  const createSlots = useCreateSlots();
  const [failure, setFailure] = useState<{ message: string; at: number } | null>(null);
  const rows = form.values.rows;
  const plan = planSlots(rows, timeZone);
  const tooMany = batchProblem(plan.slots);
  const today = todayIn(timeZone);

  function focusFirst(errors: FormErrors) {
    const first = fieldOrder(form.getValues().rows.length).find((field) => errors[field]);
    if (first) form.getInputNode(first)?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = form.getValues();
    const { slots, errors } = planSlots(values.rows, timeZone);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      focusFirst(errors);
      return;
    }
    if (batchProblem(slots)) return;
    setFailure(null);
    const body = { slots: slots.map(({ startTime, endTime }) => ({ startTime, endTime })) };
    createSlots.mutate(body, {
      onSuccess: () => {
        notify('success', texts.success);
        form.reset();
        onCreated();
      },
      onError: (error) => showRefusal(error, slots, values),
    });
  }

  function showRefusal(error: Error, sent: PlannedSlot[], values: ScheduleValues) {
    const fields = error instanceof ApiError ? error.fields : undefined;
    const rowErrors = fields ? rowErrorsFromServer(fields, sent, values.rows, timeZone) : {};
    if (Object.keys(rowErrors).length > 0) {
      form.setErrors(rowErrors);
      notify('error', texts.failure);
      focusFirst(rowErrors);
      return;
    }
    notify('error', error.message);
    setFailure({ message: error.message, at: Date.now() });
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        {failure ? <FormErrorAlert key={failure.at} message={failure.message} /> : null}
        {rows.map((row, index) => {
          const position = index + 1;
          const path = `rows.${index}`;
          return (
            <Fieldset key={row.id} legend={texts.rowLabel(position)}>
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                  <TextInput
                    type="date"
                    label={texts.date}
                    min={today}
                    required
                    {...form.getInputProps(`${path}.date`)}
                  />
                  <TextInput
                    type="time"
                    label={texts.start}
                    step={SLOT_STEP_MINUTES * 60}
                    required
                    {...form.getInputProps(`${path}.start`)}
                  />
                  <TextInput
                    type="time"
                    label={texts.end}
                    step={SLOT_STEP_MINUTES * 60}
                    required
                    description={endsNextDay(row) ? texts.endsNextDay : undefined}
                    {...form.getInputProps(`${path}.end`)}
                  />
                </SimpleGrid>
                <Group gap="md" align="flex-end" wrap="wrap">
                  <Checkbox
                    label={texts.repeatWeekly}
                    {...form.getInputProps(`${path}.repeatWeekly`, { type: 'checkbox' })}
                  />
                  {row.repeatWeekly ? (
                    <TextInput
                      type="date"
                      label={texts.repeatUntil}
                      min={row.date || today}
                      required
                      {...form.getInputProps(`${path}.until`)}
                    />
                  ) : null}
                </Group>
                {rows.length > 1 ? (
                  <Group justify="flex-end">
                    <Button
                      variant="subtle"
                      color="red"
                      onClick={() => form.removeListItem('rows', index)}
                    >
                      {texts.removeRow(position)}
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            </Fieldset>
          );
        })}
        <Text size="sm" c="dimmed">
          {texts.timesHint}
        </Text>
        <Group>
          <Button variant="light" onClick={() => form.insertListItem('rows', emptyRow())}>
            {texts.addRow}
          </Button>
        </Group>
        <SlotPreview slots={plan.slots} timeZone={timeZone} />
        {tooMany ? (
          <Alert color="red" variant="light" role="alert">
            {tooMany}
          </Alert>
        ) : null}
        <Button type="submit" loading={createSlots.isPending} disabled={Boolean(tooMany)}>
          {texts.submit}
        </Button>
      </Stack>
    </form>
  );
}

/** The slots 'Enviar agenda' will create, as a person in Santiago reads them. */
function SlotPreview({ slots, timeZone }: { slots: PlannedSlot[]; timeZone: string }) {
  if (slots.length === 0) return null;
  return (
    <section aria-labelledby="schedule-preview-title">
      <Title order={2} size="h4" id="schedule-preview-title" mb="xs">
        {texts.preview(slots.length)}
      </Title>
      <List size="sm" spacing={4}>
        {slots.map((slot) => (
          <List.Item key={`${slot.row}-${slot.startTime}`}>
            {formatSlotRange(slot.startTime, slot.endTime, timeZone)}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
