/** Where Fintoc's library loads Fintoc's script from (ADR-040). */
const FINTOC_SCRIPT = 'https://js.fintoc.com/v1';

/** What the app's widgets were created with, and how many were opened. */
export interface FintocStandIn {
  created: Record<string, unknown>[];
  opened: number;
}

/** The `<script>` tags for Fintoc's script in the page. */
export function fintocScriptTags(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script')].filter(
    (script) => script.src === FINTOC_SCRIPT,
  );
}

/**
 * Fintoc's script as a browser would run it, as far as the app uses it: once loaded,
 * `window.Fintoc.create(options)` answers a widget to `open()`. jsdom loads no script from the
 * network, so the test plays the browser's part on the tag Fintoc's library added.
 */
export function loadFintocScript(script: HTMLScriptElement): FintocStandIn {
  const standIn: FintocStandIn = { created: [], opened: 0 };
  Object.assign(window, {
    Fintoc: {
      create(options: Record<string, unknown>) {
        standIn.created.push(options);
        return { open: () => (standIn.opened += 1), close: () => undefined };
      },
    },
  });
  script.dispatchEvent(new Event('load'));
  return standIn;
}
