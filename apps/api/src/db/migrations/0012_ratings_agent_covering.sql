DROP INDEX "ratings_agent_idx";--> statement-breakpoint
CREATE INDEX "ratings_agent_idx" ON "ratings" USING btree ("agent_id","rating");