import { Text } from '@mantine/core';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { customerBookingsTexts } from '@brillo/domain/texts/customer-bookings.es-CL';
import { paymentsTexts } from '@brillo/domain/texts/payments.es-CL';
import { ConfirmDialog } from '@/components/confirm-dialog';
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
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={texts.title}
      closeLabel={texts.close}
      cancelLabel={texts.keep}
      confirmLabel={texts.confirm}
      onConfirm={confirm}
      busy={change.isPending}
    >
      <Text>{texts.question(service)}</Text>
      <Text size="sm">{texts.policy}</Text>
    </ConfirmDialog>
  );
}
