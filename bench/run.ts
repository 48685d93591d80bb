// What every benchmark's run shares: its progress lines, its clean-up, a stop on Ctrl+C, SIGTERM
// or a time bound, and one way to end (a failure printed, the clean-up run, exit 130 when stopped).
import { stopMeasuring } from './measure.ts';
import { CleanUp } from './processes.ts';

/** The URL without its password, for messages and the JSON file. */
export function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

export interface BenchRun {
  cleanUp: CleanUp;
  /** True once a signal or the time bound stopped the run. */
  readonly interrupted: boolean;
  /** Seconds since the run started. */
  elapsedSeconds(): number;
  /** A line on standard error, with the seconds since the run started. */
  progress(line: string): void;
  /** Stops the measurement under way, cleans up and exits with 130. */
  interrupt(why: string): void;
  /** Runs `main`; prints its failure unless the run was stopped, cleans up and exits. */
  finish(main: () => Promise<void>): Promise<never>;
}

/** Starts a run that SIGINT and SIGTERM stop, and `timeoutMinutes` too when given. */
export function startBenchRun(timeoutMinutes?: number): BenchRun {
  const startedAt = performance.now();
  const cleanUp = new CleanUp();
  let interrupted = false;
  const elapsedSeconds = () => (performance.now() - startedAt) / 1000;
  const progress = (line: string) => {
    const seconds = Math.round(elapsedSeconds());
    process.stderr.write(`[${String(seconds).padStart(4)} s] ${line}\n`);
  };
  const interrupt = (why: string) => {
    if (interrupted) return;
    interrupted = true;
    progress(`${why}: stopping and cleaning up…`);
    stopMeasuring();
    void cleanUp.run().then(() => process.exit(130));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => interrupt(signal));
  if (timeoutMinutes !== undefined) {
    setTimeout(() => interrupt(`${timeoutMinutes} min passed`), timeoutMinutes * 60_000).unref();
  }
  return {
    cleanUp,
    get interrupted() {
      return interrupted;
    },
    elapsedSeconds,
    progress,
    interrupt,
    async finish(main) {
      let exitCode = 0;
      try {
        await main();
      } catch (error) {
        if (!interrupted) {
          process.stderr.write(`✖ ${error instanceof Error ? error.message : String(error)}\n`);
          exitCode = 1;
        }
      } finally {
        await cleanUp.run();
      }
      process.exit(interrupted ? 130 : exitCode);
    },
  };
}
