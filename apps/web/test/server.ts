import { http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The stand-in for the API in component tests. It has no answers of its own: each test declares
 * the ones it needs, in the API's real shapes (see api-answers.ts), with
 * `server.use(http.get('/api/…', () => HttpResponse.json(…)))`. A request nobody declared an
 * answer for fails the test (setup.ts).
 */
export const server = setupServer();

/**
 * Answers every `POST path` with `answer()` and returns the JSON bodies received, in order, as
 * they come: a test checks what a form sent, or that it sent nothing.
 */
export function answerPost(path: string, answer: () => Response): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}
