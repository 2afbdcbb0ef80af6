CREATE TABLE "response_cosigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "response_cosigns_response_user_unique" UNIQUE("response_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "cosigns" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "verdict" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "verdict_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "response_cosigns" ADD CONSTRAINT "response_cosigns_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_cosigns" ADD CONSTRAINT "response_cosigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "response_cosigns_user_created_idx" ON "response_cosigns" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "responses_user_loved_idx" ON "responses" USING btree ("user_id") WHERE "responses"."verdict" = 'loved';--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_verdict_check" CHECK ("responses"."verdict" IN ('loved', 'new_to_me', 'already_knew', 'not_for_me'));