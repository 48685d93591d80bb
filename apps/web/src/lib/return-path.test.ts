import { describe, expect, it } from 'vitest';
import {
  rememberReturnPath,
  safeReturnPath,
  takeRememberedReturnPath,
  withReturnPath,
} from './return-path';

describe('the return path after sign-in and sign-up', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnPath('/agentes/abc')).toBe('/agentes/abc');
    expect(safeReturnPath('/agentes/abc?day=2026-12-01&slot=s1')).toBe(
      '/agentes/abc?day=2026-12-01&slot=s1',
    );
    expect(safeReturnPath('/mis-agentes#lista')).toBe('/mis-agentes#lista');
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a protocol-relative URL with a path first', '///evil.example'],
    ['an absolute URL', 'https://evil.example/agentes/1'],
    ['a scheme', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'agentes/1'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash anywhere', '/agentes\\..\\x'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline', '/agentes/1\n//evil.example'],
    ['a path too long', `/${'a'.repeat(600)}`],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('writes the path into the address only when it is safe', () => {
    expect(withReturnPath('/signin', '/agentes/abc?day=2026-12-01')).toBe(
      '/signin?next=%2Fagentes%2Fabc%3Fday%3D2026-12-01',
    );
    expect(withReturnPath('/signin', '//evil.example')).toBe('/signin');
    expect(withReturnPath('/signin', null)).toBe('/signin');
  });
});

describe("a sign-up's return path, remembered until its email is confirmed", () => {
  const at = new Date('2026-11-29T12:00:00Z');
  const later = (hours: number) => new Date(at.getTime() + hours * 3_600_000);

  it('is read once within a day', () => {
    rememberReturnPath('/agentes/a1?day=2026-12-01&slot=s1', at);
    expect(takeRememberedReturnPath(later(2))).toBe('/agentes/a1?day=2026-12-01&slot=s1');
    expect(takeRememberedReturnPath(later(2))).toBeNull();
  });

  it('is forgotten after a day', () => {
    rememberReturnPath('/agentes/a1', at);
    expect(takeRememberedReturnPath(later(25))).toBeNull();
  });

  it('keeps nothing that leads off the site, and trusts nothing stored by hand', () => {
    rememberReturnPath('//evil.example', at);
    expect(takeRememberedReturnPath(later(1))).toBeNull();
    window.localStorage.setItem(
      'brillo.returnPath',
      JSON.stringify({ path: 'https://evil.example', at: at.getTime() }),
    );
    expect(takeRememberedReturnPath(later(1))).toBeNull();
    window.localStorage.setItem('brillo.returnPath', '{no es json');
    expect(takeRememberedReturnPath(later(1))).toBeNull();
  });
});
