// What `dashboard-calls.ts` loads of contracts/favourites; see ./README.md.
export { addFavouriteAgent, listFavouriteAgents, removeFavouriteAgent } from '../favourites.ts';
