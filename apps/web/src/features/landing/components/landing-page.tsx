import { useMarketSummary } from '../api/get-market-summary';
import {
  Comunas,
  Figures,
  ForAgents,
  FrequentQuestions,
  Hero,
  HowItWorks,
  Trust,
  type Visitor,
} from './landing-sections';

/**
 * The landing page (issue 17): the promise and main action with the lowest hourly rate, the
 * figures, how it works, trust, the agents' section, the comunas served and the frequent
 * questions; the footer is the layout's. Every figure comes from `GET /api/public/market-summary`
 * and is left out while it loads, when it could not be read, or when it does not exist yet.
 */
export function LandingPage({ visitor }: { visitor: Visitor }) {
  const { data: summary } = useMarketSummary();
  return (
    <>
      <Hero visitor={visitor} summary={summary} />
      <Figures summary={summary} />
      <HowItWorks />
      <Trust />
      <ForAgents visitor={visitor} />
      <Comunas summary={summary} />
      <FrequentQuestions />
    </>
  );
}
