/** /rating, behind the customer guard and beside the customer sidebar (spec §2 "/rating"). */
export { RatingPage as RatingRoute } from '@/features/ratings/components/rating-page';
