CREATE TABLE "genre_detection_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"reason" text DEFAULT 'new' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"enqueued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "genre_detection_jobs_item_unique" UNIQUE("item_type","item_id"),
	CONSTRAINT "genre_detection_jobs_item_type_check" CHECK ("genre_detection_jobs"."item_type" in ('request', 'response')),
	CONSTRAINT "genre_detection_jobs_reason_check" CHECK ("genre_detection_jobs"."reason" in ('new', 'reprocess'))
);
--> statement-breakpoint
CREATE TABLE "request_genre_detections" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"input_hash" text NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "response_genre_detections" (
	"response_id" integer PRIMARY KEY NOT NULL,
	"input_hash" text NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_genres" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "response_genres" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "request_genre_detections" ADD CONSTRAINT "request_genre_detections_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_genre_detections" ADD CONSTRAINT "response_genre_detections_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "genre_detection_jobs_claimed_by_idx" ON "genre_detection_jobs" USING btree ("claimed_by");--> statement-breakpoint
CREATE INDEX "response_genres_genre_response_idx" ON "response_genres" USING btree ("genre_id","response_id");