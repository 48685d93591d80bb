import { parseArgs } from 'node:util';
import { operatorCommandTexts } from '@brillo/domain/texts/operator-command.es-CL';
import {
  OperatorCommandError,
  addOperator,
  generatedPassword,
  removeOperator,
  type OperatorAccountDependencies,
} from './modules/operators/accounts.ts';

/** Where the command writes: its lines for the person, its refusals. */
export interface CommandOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * `npm run operator -- add <email> [--name …] [--reason …]` and `… remove <email> [--reason …]`
 * (PD-36, README "Operators"): the one way to make or unmake an operator. `add` generates the
 * password and prints it once; the operator sets up the authenticator at the first sign-in.
 * Answers the exit code: 0 done, 1 refused, 2 misused.
 */
export async function runOperatorCommand(
  args: readonly string[],
  deps: OperatorAccountDependencies,
  output: CommandOutput,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { name: { type: 'string' }, reason: { type: 'string' } },
    });
  } catch {
    output.err(operatorCommandTexts.usage);
    return 2;
  }
  const [action, email, ...rest] = parsed.positionals;
  if (!email || rest.length > 0 || (action !== 'add' && action !== 'remove')) {
    output.err(operatorCommandTexts.usage);
    return 2;
  }
  const { name, reason } = parsed.values;
  try {
    if (action === 'add') {
      const password = generatedPassword();
      const added = await addOperator(deps, { email, name, password, reason });
      output.out(operatorCommandTexts.added(added.email, password));
    } else {
      const removed = await removeOperator(deps, { email, reason });
      output.out(operatorCommandTexts.removed(removed.email, removed.sessionsEnded));
    }
    return 0;
  } catch (error) {
    if (!(error instanceof OperatorCommandError)) throw error;
    output.err(error.message);
    return 1;
  }
}
