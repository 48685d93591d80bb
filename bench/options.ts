// Command-line options shared by the benchmarks.

/** Prints `usage` and exits when `--help` was given. */
export function exitOnHelp(help: boolean | undefined, usage: string): void {
  if (!help) return;
  process.stdout.write(usage);
  process.exit(0);
}

/**
 * A reader of numeric options: the value of `--name` as a positive number, `fallback` when it was
 * not given; anything else exits with 2 after printing `usage`.
 */
export function positiveNumberOption(usage: string) {
  return (name: string, value: string | undefined, fallback: number): number => {
    if (value === undefined) return fallback;
    const number = Number(value);
    if (!Number.isFinite(number) || number <= 0) {
      process.stderr.write(`--${name} must be a positive number\n\n${usage}`);
      process.exit(2);
    }
    return number;
  };
}
