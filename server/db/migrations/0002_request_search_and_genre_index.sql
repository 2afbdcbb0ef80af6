DROP INDEX "request_genres_genre_id_idx";--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "request_genres_genre_request_idx" ON "request_genres" USING btree ("genre_id","request_id");--> statement-breakpoint
CREATE INDEX "requests_search_text_trgm_idx" ON "requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Backfill: rows written before this column existed get a lower-cased copy (new rows are accent-folded by the app).
UPDATE "requests" SET "search_text" = lower(coalesce("content", '') || ' ' || coalesce("song_data"->>'name', '') || ' ' || coalesce("song_data"->>'artist', ''));
