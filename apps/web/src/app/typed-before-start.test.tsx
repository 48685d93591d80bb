import { act, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HELD_FORM_ATTRIBUTE } from './held-submission';
import { carryTypedValues, takeTypedValues } from './typed-before-start';

/** A controlled form, as the prerendered sign-in and sign-up forms are, that shows its state. */
function Form() {
  const [email, setEmail] = useState('');
  const [accepted, setAccepted] = useState(false);
  return (
    <form>
      <input aria-label="Correo" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input
        type="checkbox"
        aria-label="Acepto"
        checked={accepted}
        onChange={(event) => setAccepted(event.target.checked)}
      />
      <output>{`${email}|${String(accepted)}`}</output>
    </form>
  );
}

let root: Root | undefined;
// Hydration here goes through React's own `act`, as Testing Library's render does; the other
// files, which share this page (vitest.config.ts), find the setting as it was.
let actEnvironmentBefore: unknown;
beforeAll(() => {
  actEnvironmentBefore = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});
afterAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: actEnvironmentBefore });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The prerendered form in the page, as the browser shows it before the app starts. */
function prerendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  return container;
}

function hydrate(container: HTMLElement, after: () => void) {
  act(() => {
    root = hydrateRoot(container, <Form />);
  });
  act(after);
}

function field(container: HTMLElement, label: string): HTMLInputElement {
  const found = container.querySelector<HTMLInputElement>(`[aria-label="${label}"]`);
  if (!found) throw new Error(`no field ${label}`);
  return found;
}

const shown = (container: HTMLElement) => container.querySelector('output')?.textContent;

describe('takeTypedValues', () => {
  it('gives the typed values back to the hydrated form, through its own handlers', () => {
    const container = prerendered();
    field(container, 'Correo').value = 'ana@example.com';
    field(container, 'Acepto').checked = true;

    const giveBack = takeTypedValues(container);
    // Hydration finds the form as it was rendered.
    expect(field(container, 'Correo').value).toBe('');
    expect(field(container, 'Acepto').checked).toBe(false);
    hydrate(container, giveBack);

    expect(field(container, 'Correo').value).toBe('ana@example.com');
    expect(field(container, 'Acepto').checked).toBe(true);
    expect(shown(container)).toBe('ana@example.com|true');
  });

  it('changes nothing when nothing was typed', () => {
    const container = prerendered();
    const giveBack = takeTypedValues(container);
    hydrate(container, giveBack);
    expect(shown(container)).toBe('|false');
  });

  it('leaves read-only and disabled fields alone', () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<input aria-label="Fijo" readonly value="" /><input aria-label="Apagado" disabled value="" />';
    field(container, 'Fijo').value = 'a';
    field(container, 'Apagado').value = 'b';
    takeTypedValues(container)();
    expect([field(container, 'Fijo').value, field(container, 'Apagado').value]).toEqual(['a', 'b']);
  });
});

describe('carryTypedValues', () => {
  /** The page rendered anew over its HTML, as `main.tsx` does for a page opened with a query. */
  function renderAnew(container: HTMLElement, ui: ReactNode, after: () => void) {
    act(() => {
      root = createRoot(container);
      root.render(ui);
    });
    act(after);
  }

  it('types what was typed into the new fields, and marks the form sent before the start', () => {
    const container = prerendered();
    field(container, 'Correo').value = 'ana@example.com';
    field(container, 'Acepto').checked = true;
    container.querySelector('form')?.setAttribute(HELD_FORM_ATTRIBUTE, '');

    const carried = carryTypedValues(container);
    renderAnew(container, <Form />, carried);

    expect(shown(container)).toBe('ana@example.com|true');
    expect(container.querySelector('form')?.hasAttribute(HELD_FORM_ATTRIBUTE)).toBe(true);
  });

  it('fills no field of another kind, and then does not send the form half filled', () => {
    const container = prerendered();
    field(container, 'Correo').value = 'ana@example.com';
    container.querySelector('form')?.setAttribute(HELD_FORM_ATTRIBUTE, '');

    const carried = carryTypedValues(container);
    const Other = () => (
      <form>
        <input type="checkbox" aria-label="Otra" />
      </form>
    );
    renderAnew(container, <Other />, carried);

    expect(field(container, 'Otra').checked).toBe(false);
    expect(container.querySelector('form')?.hasAttribute(HELD_FORM_ATTRIBUTE)).toBe(false);
  });
});
