-- A feed page asks, per row, whether the viewer answered the request (request_id = ? and
-- user_id = ?). With user_id in this index the probe is an index-only scan instead of a bitmap heap
-- scan per row (each of which starts by reading the table's size: a file-size call per row on
-- PGlite). Same key, so every query this index served it still serves; same size, because the
-- 4-byte user_id fills the alignment padding of the (int4, timestamptz, int4) entry.
-- Drizzle's index builder has no INCLUDE: the schema declares the key columns only (decision 009).
DROP INDEX "responses_request_created_idx";--> statement-breakpoint
CREATE INDEX "responses_request_created_idx" ON "responses" USING btree ("request_id","created_at","id") INCLUDE ("user_id");
