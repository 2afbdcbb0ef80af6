-- Requests.responses counts the answers members can see (not hidden by staff).
-- Requests that have a hidden answer are recounted once; the app keeps the count from here on.
UPDATE "requests" r SET "responses" = (SELECT count(*) FROM "responses" s WHERE s."request_id" = r."id" AND s."hidden_at" IS NULL)
WHERE EXISTS (SELECT 1 FROM "responses" h WHERE h."request_id" = r."id" AND h."hidden_at" IS NOT NULL);
