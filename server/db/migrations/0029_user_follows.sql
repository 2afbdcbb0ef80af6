-- Members follow members (user_follows, both directions indexed) and the notification type for a followed member's new request, heard once per request.
CREATE TABLE "user_follows" (
	"follower_id" integer NOT NULL,
	"followed_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_follows_follower_id_followed_id_pk" PRIMARY KEY("follower_id","followed_id"),
	CONSTRAINT "user_follows_not_self" CHECK ("user_follows"."follower_id" <> "user_follows"."followed_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_followed_id_users_id_fk" FOREIGN KEY ("followed_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_follows_followed_id_idx" ON "user_follows" USING btree ("followed_id","follower_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_followed_member_request_unique" ON "notifications" USING btree ("recipient_id","request_id") WHERE "notifications"."type" = 'followed_member_request';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" IN ('response_to_your_request', 'followed_request_answered', 'response_upvoted', 'response_saved', 'response_cosigned', 'response_rated', 'watched_genre_request', 'content_hidden', 'followed_member_request'));