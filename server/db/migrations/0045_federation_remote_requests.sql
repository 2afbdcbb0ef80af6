ALTER TABLE "federation_objects" DROP CONSTRAINT "federation_objects_one_target";--> statement-breakpoint
ALTER TABLE "federation_objects" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "federation_objects" ADD CONSTRAINT "federation_objects_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "federation_objects_request_idx" ON "federation_objects" USING btree ("request_id");--> statement-breakpoint
ALTER TABLE "federation_objects" ADD CONSTRAINT "federation_objects_one_target" CHECK (num_nonnulls("federation_objects"."request_id", "federation_objects"."response_id", "federation_objects"."reply_id") = 1);