import {
  PUBLIC_AGENT_DAYS,
  PUBLIC_REVIEWS_PAGE_SIZE,
  type PublicAgent,
  type PublicReviews,
} from '@brillo/domain/contracts/public-agent';
import { firstNameOf } from '@brillo/domain/address-parts';
import { extraServices } from '@brillo/domain/enums';
import { localDayRange } from '@brillo/domain/local-days';
import { summariseRatings } from '@brillo/domain/rating-average';
import { publicAgentTexts } from '@brillo/domain/texts/public-agent.es-CL';
import { addCalendarDays, instantToWallTime, todayIn } from '@brillo/domain/zoned-time';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import {
  listAgentReviews,
  listPublicAgentIds,
  readPublicAgent,
  readPublicAgentSummary,
} from './public-agent-repository.ts';

/** User ids are UUIDs; anything else names no agent. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The public agent profile (PD-45): an agent as anyone may see it and the latest reviews. An
 * unknown id, a customer's or an operator's, and a suspended agent are all the same 404, so the
 * answer says nothing about which accounts exist.
 */
export function createPublicAgentService({
  db,
  clock,
  timeZone,
}: {
  db: Database;
  clock: Clock;
  timeZone: string;
}) {
  const missing = () => notFound(publicAgentTexts.api.agentNotFound);

  return {
    async profile(agentId: string): Promise<PublicAgent> {
      if (!UUID.test(agentId)) throw missing();
      const now = clock.now();
      const today = todayIn(timeZone, now);
      const row = await readPublicAgent(db, {
        agentId,
        now,
        today,
        todayEnd: localDayRange(today, timeZone).end,
        lastDay: addCalendarDays(today, PUBLIC_AGENT_DAYS - 1),
      });
      if (!row) throw missing();
      return {
        id: row.id,
        name: row.name,
        avatarUrl: row.avatarUrl,
        verified: row.verified,
        bio: row.bio,
        hourlyRate: row.hourlyRate,
        services: extraServices.filter((service) => row[service]),
        comuna: row.comuna,
        comunas: row.serviceComunas.toSorted((a, b) => a.localeCompare(b, 'es')),
        rating: {
          ...summariseRatings(row.ratingSum, row.ratingCount),
          stars: { 1: row.one, 2: row.two, 3: row.three, 4: row.four, 5: row.five },
        },
        availableDays: row.availableDays,
        nextSlotStart: row.nextSlotStart?.toISOString() ?? null,
      };
    },

    async reviews(agentId: string, page: number): Promise<PublicReviews> {
      if (!UUID.test(agentId)) throw missing();
      const limit = PUBLIC_REVIEWS_PAGE_SIZE;
      // One row past the page says whether another page follows, without counting them all.
      const rows = await listAgentReviews(db, {
        agentId,
        limit: limit + 1,
        offset: (page - 1) * limit,
      });
      if (!rows) throw missing();
      return {
        reviews: rows.slice(0, limit).map((row) => ({
          id: row.id,
          stars: row.stars,
          comment: row.comment,
          firstName: firstNameOf(row.reviewerName),
          month: instantToWallTime(row.createdAt, timeZone).date.slice(0, 7),
        })),
        page,
        limit,
        hasMore: rows.length > limit,
      };
    },
  };
}

/**
 * What the server writes into the public profile's page and the sitemap before any JavaScript
 * runs (plugins/web-app.ts, which app.ts hands these to): the agent's card, or undefined for the
 * same ids the profile's API answers 404 (unknown, a customer's or operator's, suspended); and the
 * ids of the agents anyone may look at.
 */
export function createPublicAgentPages(db: Database) {
  return {
    async publicAgentPage(agentId: string) {
      if (!UUID.test(agentId)) return undefined;
      const row = await readPublicAgentSummary(db, agentId);
      if (!row) return undefined;
      return {
        id: row.id,
        name: row.name,
        avatarUrl: row.avatarUrl,
        verified: row.verified,
        bio: row.bio,
        hourlyRate: row.hourlyRate,
        comuna: row.comuna,
        rating: summariseRatings(row.ratingSum, row.ratingCount),
      };
    },
    publicAgentIds: (limit: number) => listPublicAgentIds(db, limit),
  };
}
