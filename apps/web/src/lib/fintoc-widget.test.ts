import { describe, expect, it, vi } from 'vitest';

const create = vi.fn();
const open = vi.fn();
vi.mock('@fintoc/fintoc-js', () => ({
  getFintoc: () => Promise.resolve({ create: (options: unknown) => (create(options), { open }) }),
}));

describe('openFintocWidget', () => {
  it("opens Fintoc's widget for an individual holder, the payments product and Chile", async () => {
    const { openFintocWidget } = await import('./fintoc-widget');
    const onSuccess = vi.fn();
    const onExit = vi.fn();
    await openFintocWidget({ publicKey: 'pk_test', widgetToken: 'pi_1_sec_2', onSuccess, onExit });
    expect(create).toHaveBeenCalledWith({
      holderType: 'individual',
      product: 'payments',
      country: 'cl',
      publicKey: 'pk_test',
      widgetToken: 'pi_1_sec_2',
      onSuccess,
      onExit,
    });
    expect(open).toHaveBeenCalledOnce();
  });
});
