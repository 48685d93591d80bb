import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { customerBookingsTexts } from '@brillo/domain/texts/customer-bookings.es-CL';
import { paymentsTexts } from '@brillo/domain/texts/payments.es-CL';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useChangeCustomerBooking } from '../api/customer-bookings';

const texts = customerBookingsTexts.cancelDialog;

interface CancelDialogProps {
  bookingId: string;
  service: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * The confirmation before a cancellation: the service, the cancellation policy (decision 24), then
 * the change, a notification and the lists read again. A refusal keeps the dialog's booking as is
 * and shows the server's Spanish message.
 */
export function CancelDialog({ bookingId, service, opened, onClose }: CancelDialogProps) {
  const change = useChangeCustomerBooking();
  function confirm() {
    change.mutate(
      { id: bookingId, status: 'accepted_customer_cancelation' },
      {
        onSuccess: (booking) => {
          onClose();
          // A paid booking stays paid until the provider confirms its refund (ADR-040).
          notify(
            'success',
            booking.status === 'accepted_payment_success'
              ? paymentsTexts.api.refundPending
              : bookingTexts.toasts.cancelled,
          );
        },
        onError: (error) => {
          onClose();
          notify('error', error instanceof ApiError ? error.message : texts.cancelFailed);
        },
      },
    );
  }
  return (
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        {/* A <div>: Mantine's <header> here, outside any section, would be a second banner. */}
        <Modal.Header component="div">
          <Modal.Title>{texts.title}</Modal.Title>
          <Modal.CloseButton aria-label={texts.close} />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Text>{texts.question(service)}</Text>
            <Text size="sm">{texts.policy}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {texts.keep}
              </Button>
              {/* The darkest red: white text on the default red is below 4.5:1. */}
              <Button color="red.9" loading={change.isPending} onClick={confirm}>
                {texts.confirm}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
