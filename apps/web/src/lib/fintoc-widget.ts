import { getFintoc } from '@fintoc/fintoc-js';

interface FintocWidgetOptions {
  publicKey: string;
  widgetToken: string;
  onSuccess: () => void;
  onExit: () => void;
}

/**
 * Opens Fintoc's payment widget (spec §7: an individual holder, the payments product, Chile).
 * Fintoc's script is loaded from js.fintoc.com only here, only when Fintoc is the provider
 * (ADR-040); this module is itself loaded on demand.
 */
export async function openFintocWidget(options: FintocWidgetOptions): Promise<void> {
  const Fintoc = await getFintoc();
  if (!Fintoc) throw new Error('Fintoc.js is not available');
  const widget = Fintoc.create({
    holderType: 'individual',
    product: 'payments',
    country: 'cl',
    publicKey: options.publicKey,
    widgetToken: options.widgetToken,
    onSuccess: options.onSuccess,
    onExit: options.onExit,
  });
  widget.open();
}
