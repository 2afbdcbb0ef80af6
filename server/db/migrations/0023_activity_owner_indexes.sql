-- Each save, upvote and co-sign carries the author of what it acts on, so a member's activity reads
-- others' actions on their requests and responses newest first from one index (decision 009).
-- The copy is made by the database (triggers below), never by the app, so every writer gets it right.
ALTER TABLE "response_cosigns" ADD COLUMN "response_user_id" integer;--> statement-breakpoint
ALTER TABLE "saved_songs" ADD COLUMN "response_user_id" integer;--> statement-breakpoint
ALTER TABLE "upvoted_requests" ADD COLUMN "request_user_id" integer;--> statement-breakpoint
ALTER TABLE "upvoted_responses" ADD COLUMN "response_user_id" integer;--> statement-breakpoint
UPDATE "response_cosigns" c SET "response_user_id" = p."user_id" FROM "responses" p WHERE p."id" = c."response_id";--> statement-breakpoint
UPDATE "saved_songs" s SET "response_user_id" = p."user_id" FROM "responses" p WHERE p."id" = s."response_id";--> statement-breakpoint
UPDATE "upvoted_requests" u SET "request_user_id" = r."user_id" FROM "requests" r WHERE r."id" = u."request_id";--> statement-breakpoint
UPDATE "upvoted_responses" u SET "response_user_id" = p."user_id" FROM "responses" p WHERE p."id" = u."response_id";--> statement-breakpoint
CREATE FUNCTION "set_response_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "user_id" INTO NEW."response_user_id" FROM "responses" WHERE "id" = NEW."response_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION "set_request_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "user_id" INTO NEW."request_user_id" FROM "requests" WHERE "id" = NEW."request_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "response_cosigns_set_owner" BEFORE INSERT OR UPDATE OF "response_id" ON "response_cosigns" FOR EACH ROW EXECUTE FUNCTION "set_response_owner"();--> statement-breakpoint
CREATE TRIGGER "saved_songs_set_owner" BEFORE INSERT OR UPDATE OF "response_id" ON "saved_songs" FOR EACH ROW EXECUTE FUNCTION "set_response_owner"();--> statement-breakpoint
CREATE TRIGGER "upvoted_requests_set_owner" BEFORE INSERT OR UPDATE OF "request_id" ON "upvoted_requests" FOR EACH ROW EXECUTE FUNCTION "set_request_owner"();--> statement-breakpoint
CREATE TRIGGER "upvoted_responses_set_owner" BEFORE INSERT OR UPDATE OF "response_id" ON "upvoted_responses" FOR EACH ROW EXECUTE FUNCTION "set_response_owner"();--> statement-breakpoint
CREATE INDEX "response_cosigns_response_user_created_idx" ON "response_cosigns" USING btree ("response_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "saved_songs_response_user_created_idx" ON "saved_songs" USING btree ("response_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "upvoted_requests_request_user_created_idx" ON "upvoted_requests" USING btree ("request_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "upvoted_responses_response_user_created_idx" ON "upvoted_responses" USING btree ("response_user_id","created_at","id");
