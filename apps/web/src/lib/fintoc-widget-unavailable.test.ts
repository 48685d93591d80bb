import { describe, expect, it, vi } from 'vitest';
import { fintocScriptTags } from '../../test/fintoc-script';
import { openFintocWidget } from './fintoc-widget';

// A page of its own: Fintoc's library keeps its script's failure until the page is reloaded.
describe("openFintocWidget, when Fintoc's script cannot be loaded", () => {
  it('fails, so the pay button can say the widget did not open, and calls back nothing', async () => {
    const callbacks = { onSuccess: vi.fn(), onExit: vi.fn() };
    const opening = openFintocWidget({ publicKey: 'pk_test', widgetToken: 'tok', ...callbacks });
    const [script] = fintocScriptTags();
    script?.dispatchEvent(new Event('error'));

    // use-start-payment.ts catches it and shows 'No se pudo abrir el medio de pago…'.
    await expect(opening).rejects.toThrow();
    expect(callbacks.onSuccess).not.toHaveBeenCalled();
    expect(callbacks.onExit).not.toHaveBeenCalled();
  });
});
