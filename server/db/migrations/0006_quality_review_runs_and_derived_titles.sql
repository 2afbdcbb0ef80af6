ALTER TABLE "responses" ADD COLUMN "derived_title" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "derived_artist" text;--> statement-breakpoint
ALTER TABLE "quality_review_runs" ADD COLUMN "total_items" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quality_review_runs" ADD COLUMN "reviewer" text DEFAULT 'offline' NOT NULL;--> statement-breakpoint
ALTER TABLE "quality_review_runs" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "quality_review_runs" ADD COLUMN "last_heartbeat" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "qrr_run_kind_response_idx" ON "quality_review_results" USING btree ("run_id","is_compilation","response_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_review_runs_one_running_idx" ON "quality_review_runs" USING btree ("status") WHERE "quality_review_runs"."status" = 'running';--> statement-breakpoint
ALTER TABLE "quality_review_runs" ADD CONSTRAINT "quality_review_runs_status_check" CHECK ("quality_review_runs"."status" in ('running', 'completed', 'failed'));