-- Replies under an answer (response_replies), reply notifications (reply_id; once per recipient and reply), reports of replies.
CREATE TABLE "response_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "response_replies_body_length" CHECK (char_length("response_replies"."body") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_once_unique";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_type_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "reply_id" integer;--> statement-breakpoint
ALTER TABLE "response_replies" ADD CONSTRAINT "response_replies_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_replies" ADD CONSTRAINT "response_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "response_replies_response_id_idx" ON "response_replies" USING btree ("response_id","id");--> statement-breakpoint
CREATE INDEX "response_replies_user_id_idx" ON "response_replies" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_reply_id_response_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."response_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_unique" ON "notifications" USING btree ("recipient_id","actor_id","type","response_id") WHERE "notifications"."reply_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_reply_unique" ON "notifications" USING btree ("recipient_id","reply_id") WHERE "notifications"."reply_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" IN ('response_to_your_request', 'followed_request_answered', 'response_upvoted', 'response_saved', 'response_cosigned', 'response_rated', 'watched_genre_request', 'content_hidden', 'followed_member_request', 'reply_to_your_response', 'reply_on_your_request', 'reply_mention'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_type_check" CHECK ("reports"."target_type" IN ('request', 'response', 'member', 'reply'));