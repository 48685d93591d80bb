// What `dashboard-calls.ts` loads of contracts/agent-profile; see ./README.md.
export { readBio } from '../agent-profile.ts';
