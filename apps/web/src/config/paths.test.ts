import { describe, expect, it } from 'vitest';
import { paymentPages } from '@brillo/domain/contracts/payments';
import { paths } from './paths';

describe('the route table', () => {
  it('serves the payment pages where the payments contract sends people', () => {
    expect({
      success: paths.successPayment,
      failure: paths.failurePayment,
      sandboxBank: paths.sandboxBank,
    }).toEqual(paymentPages);
  });
});
