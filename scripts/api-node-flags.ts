// The node flags every API process runs with, the one list of them: `npm start` (its script prints
// them by running this file: `node $(node scripts/api-node-flags.ts) scripts/start.ts`),
// `npm run dev`, `npm run cluster` and the benchmarks give them on node's command line (node
// refuses the WebAssembly ones in NODE_OPTIONS); scripts/api-server.ts starts a process with them
// when it was started without them.
// apps/api/test/api-node-flags.test.ts shows that they reach the server `npm start` starts.
// - `--max-semi-space-size=16`: a young generation of at most 3 × 16 MB (ADR-027).
// - `--max-old-space-size=256`: V8 sizes its first collections from this limit; without it, a
//   start leaves up to 200 MB of loader garbage resident and the heap grows to 300 MB under load
//   before it is collected (ADR-059). The API's live heap is about 50 MB; files and other buffers
//   are outside this limit.
// - `--no-wasm-tier-up --no-wasm-dynamic-tiering`: PGlite's WebAssembly from the baseline compiler
//   only, without the optimising compiler's memory spike (ADR-027).
export const apiNodeFlags: readonly string[] = [
  '--max-semi-space-size=16',
  '--max-old-space-size=256',
  '--no-wasm-tier-up',
  '--no-wasm-dynamic-tiering',
];

/** Whether node was started with every one of the flags (read `process.execArgv`). */
export function hasApiNodeFlags(execArgv: readonly string[]): boolean {
  return apiNodeFlags.every((flag) => execArgv.includes(flag));
}

// Run directly, prints the flags for a shell's command line (`npm start`).
if (import.meta.main) process.stdout.write(`${apiNodeFlags.join(' ')}\n`);
