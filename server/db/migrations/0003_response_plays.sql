CREATE TABLE "response_plays" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "response_plays" ADD CONSTRAINT "response_plays_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_plays" ADD CONSTRAINT "response_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "response_plays_response_id_idx" ON "response_plays" USING btree ("response_id","id");--> statement-breakpoint
CREATE INDEX "response_plays_user_created_idx" ON "response_plays" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);