-- Custom SQL migration file: askers follow their own requests by default, also for
-- requests written before follows existed.
INSERT INTO "request_follows" ("user_id", "request_id", "created_at")
SELECT "user_id", "id", "created_at" FROM "requests"
ON CONFLICT DO NOTHING;
