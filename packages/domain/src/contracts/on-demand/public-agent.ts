// What `dashboard-calls.ts` loads of contracts/public-agent; see ./README.md.
export { readPublicAgent } from '../public-agent.ts';
