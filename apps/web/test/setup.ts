/**
 * Runs before every web component test file: jest-dom's matchers (`toBeInTheDocument`,
 * `toHaveAccessibleDescription`…), what jsdom lacks for Mantine, and the API stand-in, which
 * fails a test on any request it has no answer for. After each test the page, the answers, the
 * browser storage and the notifications start over.
 */
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { failOnConsoleError } from '../../../test/fail-on-console-error';
import './jsdom-gaps';
import { server } from './server';

// First, so that its check runs after the clean-up below (see the module).
failOnConsoleError();

// `findBy…` and `waitFor` wait up to 3 s rather than 1 s: two shared cores can be that slow.
configure({ asyncUtilTimeout: 3000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  server.resetHandlers();
  notifications.clean();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
