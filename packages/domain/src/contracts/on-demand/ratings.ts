// What `dashboard-calls.ts` loads of contracts/ratings; see ./README.md.
export { listReceivedRatings } from '../ratings.ts';
