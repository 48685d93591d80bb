import { NumberInput, type NumberInputProps } from '@mantine/core';

/** What a refund's form keeps while its amount is typed: '' while the field is empty. */
export type AmountValue = number | string;

/**
 * The amount for the endpoint's body, only with a part of the payment ('partial'): the whole
 * refund, or none, carries no amount.
 */
export function partialAmountOf(kind: string, amount: AmountValue): { amount?: number } {
  return kind === 'partial' && amount !== '' ? { amount: Number(amount) } : {};
}

interface RefundAmountFieldProps extends Omit<NumberInputProps, 'max'> {
  label: string;
  /** What is left to refund of the booking's payment, whole CLP: the most it takes. */
  left: number;
}

/** The part of a payment to refund, required: whole pesos, from 1 to what is left. */
export function RefundAmountField({ left, ...props }: RefundAmountFieldProps) {
  return (
    <NumberInput
      withAsterisk
      allowDecimal={false}
      allowNegative={false}
      min={1}
      max={left}
      thousandSeparator="."
      decimalSeparator=","
      {...props}
    />
  );
}
