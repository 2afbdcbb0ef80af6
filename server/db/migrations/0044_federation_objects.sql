CREATE TABLE "federation_objects" (
	"object_uri" text PRIMARY KEY NOT NULL,
	"actor_uri" text NOT NULL,
	"response_id" integer,
	"reply_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "federation_objects_one_target" CHECK (num_nonnulls("federation_objects"."response_id", "federation_objects"."reply_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "federation_objects" ADD CONSTRAINT "federation_objects_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federation_objects" ADD CONSTRAINT "federation_objects_reply_id_response_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."response_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "federation_objects_response_idx" ON "federation_objects" USING btree ("response_id");--> statement-breakpoint
CREATE UNIQUE INDEX "federation_objects_reply_idx" ON "federation_objects" USING btree ("reply_id");