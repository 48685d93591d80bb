/**
 * Browser features Mantine uses that jsdom lacks, each replaced by the smallest stand-in that lets
 * the components work. jsdom lays nothing out, so none of them has anything real to report. Add
 * one only when a component fails without it.
 */

// MantineProvider reads the preferred color scheme; the stand-in matches no media query.
window.matchMedia = (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});

// The combobox keeps the option chosen with the arrow keys in view.
Element.prototype.scrollIntoView = () => undefined;
