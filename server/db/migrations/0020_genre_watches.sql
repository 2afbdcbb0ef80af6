CREATE TABLE "genre_watches" (
	"user_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "genre_watches_user_id_genre_id_pk" PRIMARY KEY("user_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "notification_mutes" (
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "notification_mutes_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "response_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "genre_id" integer;--> statement-breakpoint
ALTER TABLE "genre_watches" ADD CONSTRAINT "genre_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genre_watches" ADD CONSTRAINT "genre_watches_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_mutes" ADD CONSTRAINT "notification_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "genre_watches_genre_id_idx" ON "genre_watches" USING btree ("genre_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_watched_request_unique" ON "notifications" USING btree ("recipient_id","request_id") WHERE "notifications"."type" = 'watched_genre_request';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_target_check" CHECK (("notifications"."type" = 'watched_genre_request') = ("notifications"."response_id" IS NULL AND "notifications"."genre_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" IN ('response_to_your_request', 'followed_request_answered', 'response_upvoted', 'response_saved', 'response_cosigned', 'response_rated', 'watched_genre_request'));