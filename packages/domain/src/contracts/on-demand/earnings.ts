// What `dashboard-calls.ts` loads of contracts/earnings; see ./README.md.
export { readEarnings } from '../earnings.ts';
