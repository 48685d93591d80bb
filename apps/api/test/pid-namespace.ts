/**
 * Runs commands as the first process (PID 1) of a new PID namespace, as a container runs its
 * entry point: `unshare --fork --pid --mount-proc`. The machines run as root; where unshare is
 * missing or not allowed, the tests that need it fail with the reason instead of skipping.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const unshareArguments = ['--fork', '--pid', '--mount-proc', '--'];

/** Throws, saying why, unless this machine can start a process in a new PID namespace. */
export function assertPidNamespacesAvailable(): void {
  const probe = spawnSync('unshare', [...unshareArguments, 'true'], { encoding: 'utf8' });
  if (probe.error === undefined && probe.status === 0) return;
  const reason = probe.error?.message ?? probe.stderr.trim();
  throw new Error(
    `These tests need PID namespaces (\`unshare ${unshareArguments.join(' ')}\`, util-linux, ` +
      `run as root) and could not create one: ${reason}`,
  );
}

/**
 * The command and arguments to spawn instead of `command args`: `unshare`, which starts the command
 * as PID 1 of a new PID namespace and waits for it.
 */
export function inPidNamespace(command: string, args: string[]): [string, string[]] {
  return ['unshare', [...unshareArguments, command, ...args]];
}

/** The host's id of the namespace's first process: the only child of the `unshare` process. */
export function namespaceInitPid(unsharePid: number): number {
  const children = readFileSync(`/proc/${unsharePid}/task/${unsharePid}/children`, 'utf8')
    .trim()
    .split(' ')
    .filter((pid) => pid !== '');
  if (children.length !== 1) {
    throw new Error(`unshare ${unsharePid} has ${children.length} children, expected 1`);
  }
  return Number(children[0]);
}
