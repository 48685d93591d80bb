import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from './return-path';

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
