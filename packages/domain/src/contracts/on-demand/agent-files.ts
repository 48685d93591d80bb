// What `dashboard-calls.ts` and the avatar's upload load of contracts/agent-files; see ./README.md.
export { readAvatar, readDocsFlags, uploadAvatar } from '../agent-files.ts';
