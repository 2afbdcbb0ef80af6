CREATE TABLE "spotify_auth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_token_hash" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "spotify_access_token" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "spotify_token_expiry" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "spotify_product" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "spotify_connection_lost_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "response_plays" ADD COLUMN "source" text DEFAULT 'youtube' NOT NULL;--> statement-breakpoint
ALTER TABLE "spotify_auth_states" ADD CONSTRAINT "spotify_auth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spotify_auth_states_expires_at_idx" ON "spotify_auth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "spotify_auth_states_user_id_idx" ON "spotify_auth_states" USING btree ("user_id");