/**
 * Runs before every API test file. Any `console.error` during a test fails that test: errors
 * nobody looks at hide bugs. A test that expects one clears the spy before it ends:
 * `vi.mocked(console.error).mockClear()` (or replaces the implementation to keep it quiet).
 */
import { afterEach, beforeEach, vi } from 'vitest';

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
    throw new Error(`console.error was called ${count} time(s) during this test; first: ${first}`);
  }
});
