CREATE TABLE "magic_rankings" (
	"viewer_id" integer NOT NULL,
	"filter_key" text NOT NULL,
	"snapshot" integer NOT NULL,
	"ranked_at" timestamp with time zone NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ids" integer[] NOT NULL,
	"answered" integer[] NOT NULL,
	"reasons" jsonb NOT NULL,
	CONSTRAINT "magic_rankings_viewer_id_filter_key_pk" PRIMARY KEY("viewer_id","filter_key")
);
--> statement-breakpoint
ALTER TABLE "magic_rankings" ADD CONSTRAINT "magic_rankings_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "magic_rankings_stored_at_idx" ON "magic_rankings" USING btree ("stored_at");