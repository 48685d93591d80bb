import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paymentPages, startPayment } from '@brillo/domain/contracts/payments';
import { paymentsTexts } from '@brillo/domain/texts/payments.es-CL';
import { ApiError, callApi } from '@/lib/api-client';
import { useStoredProfile } from '@/lib/display-profile-storage';
import { notify } from '@/lib/notify';

const { toasts } = paymentsTexts;

/** `/success-payment?name=…&booking=…` or the failure page, for the booking's customer. */
export function paymentResultPath(
  result: 'success' | 'failure',
  bookingId: string,
  name: string | null | undefined,
): string {
  const query = new URLSearchParams();
  if (name) query.set('name', name);
  query.set('booking', bookingId);
  return `${result === 'success' ? paymentPages.success : paymentPages.failure}?${query.toString()}`;
}

/**
 * 'Pagar servicio' (spec §4 "Payment widget events", §8 "Payment"): asks the server to start the
 * payment, says 'Redirigiendo a pago!', and opens the widget: Fintoc's, loaded on demand, or the
 * sandbox bank's page. Success says 'Pago exitoso! Redirigiendo ...' and goes to the success page,
 * exit goes to the failure page; the booking lists are read again either way. The result itself
 * comes from the provider's notification to the server (decision 12), which the pages read.
 */
export function useStartPayment() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useStoredProfile();
  return useMutation({
    mutationFn: (bookingId: string) => callApi(startPayment, { body: { booking_id: bookingId } }),
    onSuccess: async (answer, bookingId) => {
      notify('success', toasts.started);
      const name = profile?.name;
      if (answer.provider === 'sandbox') {
        const query = new URLSearchParams({ token: answer.widget_token, booking: bookingId });
        if (name) query.set('name', name);
        await navigate(`${paymentPages.sandboxBank}?${query.toString()}`);
        return;
      }
      const refresh = () => queryClient.invalidateQueries();
      try {
        const { openFintocWidget } = await import('@/lib/fintoc-widget');
        await openFintocWidget({
          publicKey: answer.public_key ?? '',
          widgetToken: answer.widget_token,
          onSuccess: () => {
            notify('success', toasts.succeeded);
            void refresh();
            void navigate(paymentResultPath('success', bookingId, name));
          },
          onExit: () => {
            void refresh();
            void navigate(paymentResultPath('failure', bookingId, name));
          },
        });
      } catch {
        notify('error', toasts.widgetFailed);
      }
    },
    onError: (error) =>
      notify('error', error instanceof ApiError ? error.message : toasts.startFailed),
  });
}
