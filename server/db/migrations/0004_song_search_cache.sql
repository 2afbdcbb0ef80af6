CREATE TABLE "song_search_cache" (
	"provider" text NOT NULL,
	"query" text NOT NULL,
	"results" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "song_search_cache_provider_query_pk" PRIMARY KEY("provider","query")
);
--> statement-breakpoint
CREATE INDEX "song_search_cache_fetched_at_idx" ON "song_search_cache" USING btree ("fetched_at");