import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  REACT_MARKERS,
  stacklessReactMarkers,
  withStacklessMarkers,
} from './stackless-react-markers.ts';

const reactDomDir = path.dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));
const productionClient = path.join(reactDomDir, 'cjs/react-dom-client.production.js');

/** Module code making `names` as React's client makes its markers. */
function makingMarkers(names: readonly string[]): string {
  return names
    .map((name, i) => `var ${name} = Error(formatProdErrorMessage(${460 + i}));`)
    .join('\n');
}

function formatProdErrorMessage(code: number): string {
  return `Minified React error #${code}`;
}

describe('withStacklessMarkers', () => {
  it('makes every marker of the installed react-dom client without Error(…), and nothing else', () => {
    const code = fs.readFileSync(productionClient, 'utf8');
    const rewritten = withStacklessMarkers(code);
    for (const name of REACT_MARKERS) {
      expect(rewritten).toMatch(
        new RegExp(
          `${name} = \\{ __proto__: Error\\.prototype, message: formatProdErrorMessage\\(\\d+\\) \\}`,
        ),
      );
    }
    expect(rewritten).not.toMatch(/Exception = Error\(/);
    // Every other Error(…) of the client, made when something goes wrong, is left as it was.
    const errorsMade = (text: string) => text.match(/\bError\(/g)?.length ?? 0;
    expect(errorsMade(rewritten)).toBe(errorsMade(code) - REACT_MARKERS.length);
  });

  it('keeps what React relies on: one object per marker, an Error to instanceof, its message', () => {
    const markers = new Function(
      'formatProdErrorMessage',
      `${withStacklessMarkers(makingMarkers(REACT_MARKERS))}\nreturn [${REACT_MARKERS.join(', ')}];`,
    )(formatProdErrorMessage) as Error[];
    expect(new Set(markers).size).toBe(REACT_MARKERS.length);
    markers.forEach((marker, i) => {
      expect(marker).toBeInstanceOf(Error);
      expect(marker.message).toBe(`Minified React error #${460 + i}`);
      expect(marker.name).toBe('Error');
      expect(marker.stack).toBeUndefined();
    });
  });

  it('refuses a client whose markers are not the expected ones, naming what it found', () => {
    const withoutOne = makingMarkers(REACT_MARKERS.slice(1));
    expect(() => withStacklessMarkers(withoutOne)).toThrow(/SelectiveHydrationException.*not \[/);
    const withANewOne = makingMarkers([...REACT_MARKERS, 'NewException']);
    expect(() => withStacklessMarkers(withANewOne)).toThrow(/NewException/);
  });
});

describe('stacklessReactMarkers', () => {
  it('runs in the build only, on react-dom production client alone', () => {
    const plugin = stacklessReactMarkers();
    expect(plugin.apply).toBe('build');
    const transform = plugin.transform as { filter: { id: RegExp } };
    expect(transform.filter.id.test(productionClient)).toBe(true);
    expect(
      transform.filter.id.test(path.join(reactDomDir, 'cjs/react-dom-client.development.js')),
    ).toBe(false);
    expect(transform.filter.id.test(path.join(reactDomDir, 'cjs/react-dom.production.js'))).toBe(
      false,
    );
  });
});
