// The node flags every API process runs with: `npm start` (package.json's start script, where node
// must be given them on its command line), `npm run dev`, `npm run cluster` and the benchmarks.
// apps/api/test/api-node-flags.test.ts keeps package.json in step with this list.
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
