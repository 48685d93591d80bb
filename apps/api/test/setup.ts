/** Runs before every API test file. */
import { failOnConsoleError } from '../../../test/fail-on-console-error.ts';

failOnConsoleError();
