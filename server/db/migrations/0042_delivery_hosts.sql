CREATE TABLE "federation_delivery_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"openings" integer DEFAULT 0 NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "federation_queue" ADD COLUMN "host" text;--> statement-breakpoint
CREATE INDEX "federation_queue_host_idx" ON "federation_queue" USING btree ("host");