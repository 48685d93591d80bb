import { useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  agentSlotStatuses,
  type AgentSlot,
  type AgentSlotStatus,
} from '@brillo/domain/contracts/slots';
import { SLOT_STEP_MINUTES } from '@brillo/domain/slot-rules';
import { availabilityTexts } from '@brillo/domain/texts/availability.es-CL';
import { formatSlotRange, formatSlotTimes, instantToWallTime } from '@brillo/domain/zoned-time';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useDeleteSlot, useUpdateSlot } from '../api/slots';
import { endsNextDay, planSlots } from '../forms/schedule-rows';

const texts = availabilityTexts.list;

interface SlotCardProps {
  slot: AgentSlot;
  timeZone: string;
}

/** One slot: its times and status, 'Editar' (inline) and 'Borrar' (after a confirmation). */
export function SlotCard({ slot, timeZone }: SlotCardProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const deleteSlot = useDeleteSlot();
  const when = formatSlotRange(slot.startTime, slot.endTime, timeZone);

  function remove() {
    deleteSlot.mutate(slot.id, {
      onSuccess: () => {
        setConfirming(false);
        notify('success', texts.deleted);
      },
      onError: (error) => {
        setConfirming(false);
        notify('error', error instanceof ApiError ? error.message : texts.deleteFailed);
      },
    });
  }

  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={when}>
      {editing ? (
        <SlotEditor slot={slot} timeZone={timeZone} onDone={() => setEditing(false)} />
      ) : (
        <Group justify="space-between" align="center" gap="sm">
          <Stack gap={4}>
            <Text fw={600}>{formatSlotTimes(slot.startTime, slot.endTime, timeZone)}</Text>
            <Badge
              variant="light"
              color={slot.status === 'available' ? 'brillo' : 'gray'}
              aria-label={`${texts.status}: ${availabilityTexts.status[slot.status]}`}
            >
              {availabilityTexts.status[slot.status]}
            </Badge>
          </Stack>
          <Group gap="xs">
            <Button
              variant="light"
              aria-label={texts.editLabel(when)}
              onClick={() => setEditing(true)}
            >
              {texts.edit}
            </Button>
            <Button
              variant="subtle"
              color="red"
              aria-label={texts.deleteLabel(when)}
              onClick={() => setConfirming(true)}
            >
              {texts.delete}
            </Button>
          </Group>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={texts.deleteConfirmTitle}
        closeLabel={texts.closeDialog}
        cancelLabel={texts.cancel}
        confirmLabel={texts.confirmDelete}
        onConfirm={remove}
        busy={deleteSlot.isPending}
      >
        <Text>{texts.deleteConfirm(when)}</Text>
      </ConfirmDialog>
    </Card>
  );
}

interface EditValues {
  date: string;
  start: string;
  end: string;
  status: AgentSlotStatus;
}

const EDIT_FIELDS = ['date', 'start', 'end', 'status'] as const;

/** The server names a change's refused fields `startTime`, `endTime` or `status`. */
const serverField: Record<string, keyof EditValues> = {
  startTime: 'start',
  endTime: 'end',
  status: 'status',
};

interface SlotEditorProps {
  slot: AgentSlot;
  timeZone: string;
  onDone: () => void;
}

/** The inline change of a slot; what was typed stays until it is saved or cancelled. */
function SlotEditor({ slot, timeZone, onDone }: SlotEditorProps) {
  const start = instantToWallTime(slot.startTime, timeZone);
  const end = instantToWallTime(slot.endTime, timeZone);
  const form = useForm<EditValues>({
    mode: 'controlled',
    initialValues: { date: start.date, start: start.time, end: end.time, status: slot.status },
  });
  const updateSlot = useUpdateSlot();

  function focusFirst(errors: Record<string, unknown>) {
    const first = EDIT_FIELDS.find((field) => errors[field]);
    if (first) form.getInputNode(first)?.focus();
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = form.getValues();
    const row = { ...values, id: slot.id, repeatWeekly: false, until: '' };
    const plan = planSlots([row], timeZone);
    const errors = Object.fromEntries(
      Object.entries(plan.errors).map(([key, message]) => [key.replace(/^rows\.0\./, ''), message]),
    );
    const planned = plan.slots[0];
    if (Object.keys(errors).length > 0 || !planned) {
      form.setErrors(errors);
      focusFirst(errors);
      return;
    }
    const body = { startTime: planned.startTime, endTime: planned.endTime, status: values.status };
    updateSlot.mutate(
      { id: slot.id, body },
      {
        onSuccess: () => {
          notify('success', texts.updated);
          onDone();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
          const fieldErrors = Object.fromEntries(
            Object.entries(fields)
              .filter(([key]) => serverField[key])
              .map(([key, message]) => [serverField[key], message]),
          );
          form.setErrors(fieldErrors);
          focusFirst(fieldErrors);
          notify('error', error instanceof ApiError ? error.message : texts.updateFailed);
        },
      },
    );
  }

  const values = form.values;
  return (
    <form noValidate onSubmit={save} aria-label={texts.edit}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput type="date" label={texts.date} required {...form.getInputProps('date')} />
          <NativeSelect
            label={texts.status}
            data={agentSlotStatuses.map((status) => ({
              value: status,
              label: availabilityTexts.status[status],
            }))}
            {...form.getInputProps('status')}
          />
          <TextInput
            type="time"
            label={texts.start}
            step={SLOT_STEP_MINUTES * 60}
            required
            {...form.getInputProps('start')}
          />
          <TextInput
            type="time"
            label={texts.end}
            step={SLOT_STEP_MINUTES * 60}
            required
            description={endsNextDay(values) ? availabilityTexts.schedules.endsNextDay : undefined}
            {...form.getInputProps('end')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={updateSlot.isPending}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
