DROP INDEX "requests_created_id_idx";--> statement-breakpoint
DROP INDEX "requests_responses_id_idx";--> statement-breakpoint
DROP INDEX "requests_upvotes_id_idx";--> statement-breakpoint
CREATE INDEX "requests_visible_created_idx" ON "requests" USING btree ("created_at","id","user_id") WHERE "requests"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "requests_visible_responses_idx" ON "requests" USING btree ("responses","id","user_id") WHERE "requests"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "requests_visible_upvotes_idx" ON "requests" USING btree ("upvotes","id","user_id") WHERE "requests"."hidden_at" is null;