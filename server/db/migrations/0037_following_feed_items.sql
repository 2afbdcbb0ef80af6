CREATE TABLE "following_feed_items" (
	"follower_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "following_feed_items_follower_id_request_id_pk" PRIMARY KEY("follower_id","request_id")
);
--> statement-breakpoint
ALTER TABLE "following_feed_items" ADD CONSTRAINT "following_feed_items_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "following_feed_items" ADD CONSTRAINT "following_feed_items_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "following_feed_items_follower_created_idx" ON "following_feed_items" USING btree ("follower_id","created_at","request_id");--> statement-breakpoint
CREATE INDEX "following_feed_items_request_idx" ON "following_feed_items" USING btree ("request_id");--> statement-breakpoint
CREATE FUNCTION "following_feed_on_request"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "following_feed_items" ("follower_id", "request_id", "created_at")
  SELECT f."follower_id", NEW."id", NEW."created_at" FROM "user_follows" f WHERE f."followed_id" = NEW."user_id"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "requests_following_feed" AFTER INSERT ON "requests" FOR EACH ROW EXECUTE FUNCTION "following_feed_on_request"();--> statement-breakpoint
CREATE FUNCTION "following_feed_on_request_time"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "following_feed_items" SET "created_at" = NEW."created_at" WHERE "request_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "requests_following_feed_time" AFTER UPDATE OF "created_at" ON "requests" FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at") EXECUTE FUNCTION "following_feed_on_request_time"();--> statement-breakpoint
CREATE FUNCTION "following_feed_on_response"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "following_feed_items" ("follower_id", "request_id", "created_at")
  SELECT f."follower_id", q."id", q."created_at" FROM "user_follows" f JOIN "requests" q ON q."id" = NEW."request_id"
  WHERE f."followed_id" = NEW."user_id"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "responses_following_feed" AFTER INSERT ON "responses" FOR EACH ROW WHEN (NEW."hidden_at" IS NULL) EXECUTE FUNCTION "following_feed_on_response"();--> statement-breakpoint
CREATE TRIGGER "responses_following_feed_unhidden" AFTER UPDATE OF "hidden_at" ON "responses" FOR EACH ROW WHEN (OLD."hidden_at" IS NOT NULL AND NEW."hidden_at" IS NULL) EXECUTE FUNCTION "following_feed_on_response"();--> statement-breakpoint
CREATE FUNCTION "following_feed_on_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "following_feed_items" ("follower_id", "request_id", "created_at")
  SELECT NEW."follower_id", q."id", q."created_at" FROM "requests" q WHERE q."user_id" = NEW."followed_id"
  UNION
  SELECT NEW."follower_id", q."id", q."created_at" FROM "responses" r JOIN "requests" q ON q."id" = r."request_id"
  WHERE r."user_id" = NEW."followed_id" AND r."hidden_at" IS NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_follows_following_feed" AFTER INSERT ON "user_follows" FOR EACH ROW EXECUTE FUNCTION "following_feed_on_follow"();--> statement-breakpoint
CREATE FUNCTION "following_feed_on_unfollow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "following_feed_items" i
  WHERE i."follower_id" = OLD."follower_id"
    AND i."request_id" IN (
      SELECT q."id" FROM "requests" q WHERE q."user_id" = OLD."followed_id"
      UNION SELECT r."request_id" FROM "responses" r WHERE r."user_id" = OLD."followed_id")
    AND NOT EXISTS (
      SELECT 1 FROM "requests" q JOIN "user_follows" f ON f."follower_id" = OLD."follower_id" AND f."followed_id" = q."user_id"
      WHERE q."id" = i."request_id")
    AND NOT EXISTS (
      SELECT 1 FROM "responses" r JOIN "user_follows" f ON f."follower_id" = OLD."follower_id" AND f."followed_id" = r."user_id"
      WHERE r."request_id" = i."request_id" AND r."hidden_at" IS NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_follows_following_feed_removed" AFTER DELETE ON "user_follows" FOR EACH ROW EXECUTE FUNCTION "following_feed_on_unfollow"();--> statement-breakpoint
INSERT INTO "following_feed_items" ("follower_id", "request_id", "created_at")
SELECT f."follower_id", q."id", q."created_at" FROM "user_follows" f JOIN "requests" q ON q."user_id" = f."followed_id"
UNION
SELECT f."follower_id", q."id", q."created_at" FROM "user_follows" f JOIN "responses" r ON r."user_id" = f."followed_id" AND r."hidden_at" IS NULL JOIN "requests" q ON q."id" = r."request_id"
ON CONFLICT DO NOTHING;
