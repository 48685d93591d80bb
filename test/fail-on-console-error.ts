/**
 * Makes any `console.error` during a test fail that test: errors nobody looks at hide bugs. Each
 * Vitest project's setup file calls it. A test that expects an error clears the spy before it ends:
 * `vi.mocked(console.error).mockClear()` (or replaces the implementation to keep it quiet).
 *
 * Vitest runs `afterEach` hooks in reverse order of registration, so call this first: the check
 * then runs after every other clean-up, and errors logged while cleaning up count too.
 */
import { afterEach, beforeEach, vi } from 'vitest';

export function failOnConsoleError(): void {
  beforeEach(() => {
    const originalConsoleError = console.error;
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      originalConsoleError(...args);
    });
  });

  afterEach(() => {
    const calls = vi.mocked(console.error).mock.calls;
    const count = calls.length;
    const first = calls[0]?.map(String).join(' ');
    vi.mocked(console.error).mockRestore();
    if (count > 0) {
      throw new Error(
        `console.error was called ${count} time(s) during this test; first: ${first}`,
      );
    }
  });
}
