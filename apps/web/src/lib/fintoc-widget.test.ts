import { describe, expect, it, vi } from 'vitest';
import { fintocScriptTags, loadFintocScript, type FintocStandIn } from '../../test/fintoc-script';
import { openFintocWidget } from './fintoc-widget';

/** Fintoc's script, loaded by the first payment of the page (the library keeps it after). */
let fintoc: FintocStandIn | undefined;

/** Opens the widget for one payment, playing the browser's part the first time. */
async function pay(widgetToken: string) {
  const callbacks = { onSuccess: vi.fn(), onExit: vi.fn() };
  const opening = openFintocWidget({ publicKey: 'pk_test', widgetToken, ...callbacks });
  const [script] = fintocScriptTags();
  if (!script) throw new Error("Fintoc's script was not added to the page");
  fintoc ??= loadFintocScript(script);
  await opening;
  return { fintoc, callbacks };
}

describe('openFintocWidget', () => {
  // Read when the module has been imported and nobody has paid yet.
  const scriptsBeforeAnyPayment = fintocScriptTags().length;

  it("loads Fintoc's script only for a payment, once, and opens a widget for each payment", async () => {
    expect(scriptsBeforeAnyPayment).toBe(0);
    const { fintoc } = await pay('pi_1_sec_2');
    const createdBefore = fintoc.created.length;
    const openedBefore = fintoc.opened;
    await pay('pi_3_sec_4');

    expect(fintocScriptTags()).toHaveLength(1);
    // Spec §7: an individual holder paying through the payments product, in Chile.
    expect(fintoc.created.slice(createdBefore - 1)).toEqual(
      ['pi_1_sec_2', 'pi_3_sec_4'].map((widgetToken) =>
        expect.objectContaining({
          holderType: 'individual',
          product: 'payments',
          country: 'cl',
          publicKey: 'pk_test',
          widgetToken,
        }),
      ),
    );
    expect(fintoc.opened).toBe(openedBefore + 1);
  });

  it('tells the caller when the widget says the payment succeeded, or the person left', async () => {
    const { fintoc, callbacks } = await pay('pi_5_sec_6');
    const widget = fintoc.created.at(-1) as { onSuccess: () => void; onExit: () => void };

    expect(callbacks.onSuccess).not.toHaveBeenCalled();
    widget.onSuccess();
    expect(callbacks.onSuccess).toHaveBeenCalledOnce();
    expect(callbacks.onExit).not.toHaveBeenCalled();
    widget.onExit();
    expect(callbacks.onExit).toHaveBeenCalledOnce();
  });
});
