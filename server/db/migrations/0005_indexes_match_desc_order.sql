-- Indexes declared DESC were DESC NULLS LAST, which cannot serve ORDER BY x DESC (NULLS FIRST by
-- default): every feed page fell back to a full scan and sort. Ascending indexes scanned backward
-- give exactly DESC NULLS FIRST, so each list's ORDER BY … DESC, id DESC is an index range scan.
DROP INDEX "requests_user_id_created_idx";--> statement-breakpoint
DROP INDEX "requests_created_id_idx";--> statement-breakpoint
DROP INDEX "requests_responses_id_idx";--> statement-breakpoint
DROP INDEX "requests_upvotes_id_idx";--> statement-breakpoint
DROP INDEX "responses_user_created_idx";--> statement-breakpoint
DROP INDEX "saved_songs_user_created_idx";--> statement-breakpoint
DROP INDEX "feedback_created_id_idx";--> statement-breakpoint
DROP INDEX "fixed_responses_fixed_at_idx";--> statement-breakpoint
DROP INDEX "quality_review_runs_started_idx";--> statement-breakpoint
DROP INDEX "response_plays_user_created_idx";--> statement-breakpoint
CREATE INDEX "requests_user_id_created_idx" ON "requests" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "requests_created_id_idx" ON "requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "requests_responses_id_idx" ON "requests" USING btree ("responses","id");--> statement-breakpoint
CREATE INDEX "requests_upvotes_id_idx" ON "requests" USING btree ("upvotes","id");--> statement-breakpoint
CREATE INDEX "responses_user_created_idx" ON "responses" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "saved_songs_user_created_idx" ON "saved_songs" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "feedback_created_id_idx" ON "feedback" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "fixed_responses_fixed_at_idx" ON "fixed_responses" USING btree ("fixed_at","id");--> statement-breakpoint
CREATE INDEX "quality_review_runs_started_idx" ON "quality_review_runs" USING btree ("started_at","id");--> statement-breakpoint
CREATE INDEX "response_plays_user_created_idx" ON "response_plays" USING btree ("user_id","created_at","id");