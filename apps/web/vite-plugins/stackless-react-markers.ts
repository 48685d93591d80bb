import type { Plugin } from 'vite';

/** React's production client, where the markers are made. */
const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/**
 * The errors React's client makes as its module is evaluated. React throws them and recognises
 * them by identity only (`thrownValue === SuspenseException`); nothing reads their stacks.
 */
export const REACT_MARKERS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;

const MARKER = /\b(\w+Exception) = Error\(formatProdErrorMessage\((\d+)\)\)/g;

/**
 * React's client with each marker made as an object whose prototype is `Error.prototype`, instead
 * of by `Error(…)`: the same identity, message and `instanceof Error`, without a stack.
 *
 * Why: a browser driven over the DevTools protocol (Lighthouse, Playwright, DevTools open) has V8
 * capture a detailed stack trace whenever an `Error` is made, in case it is thrown uncaught. Its
 * lines and columns need the source positions of every function on the stack, which V8 leaves out
 * when it compiles lazily and gets back by parsing those functions again: here the module body of
 * the whole entry chunk and react-dom's client. In traces of the dashboards that re-parse took
 * 110 to 408 ms of the entry's evaluation, the start's longest task; made this way the markers
 * cost nothing. The capture is the inspector's, so a browser without DevTools attached should not
 * pay it.
 *
 * Throws when the markers found are not exactly `REACT_MARKERS`, so that a React upgrade that
 * changes them is looked at rather than silently left out.
 */
export function withStacklessMarkers(code: string): string {
  const found: string[] = [];
  const rewritten = code.replace(MARKER, (_whole, name: string, errorCode: string) => {
    found.push(name);
    return `${name} = { __proto__: Error.prototype, message: formatProdErrorMessage(${errorCode}) }`;
  });
  const expected = [...REACT_MARKERS].sort().join(', ');
  if (found.sort().join(', ') !== expected) {
    throw new Error(
      `react-dom's client makes the markers [${found.join(', ')}], not [${expected}]: ` +
        'check apps/web/vite-plugins/stackless-react-markers.ts against the new React',
    );
  }
  return rewritten;
}

/** The build's plugin: React's production client with stackless markers (`withStacklessMarkers`). */
export function stacklessReactMarkers(): Plugin {
  return {
    name: 'brillo:stackless-react-markers',
    apply: 'build',
    transform: {
      filter: { id: REACT_DOM_CLIENT },
      handler(code) {
        return { code: withStacklessMarkers(code), map: null };
      },
    },
  };
}
