CREATE TABLE "federation_keys" (
	"actor" text NOT NULL,
	"algorithm" text NOT NULL,
	"private_key" jsonb NOT NULL,
	"public_key" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "federation_keys_actor_algorithm_pk" PRIMARY KEY("actor","algorithm"),
	CONSTRAINT "federation_keys_algorithm_check" CHECK ("federation_keys"."algorithm" in ('RSASSA-PKCS1-v1_5', 'Ed25519'))
);
--> statement-breakpoint
CREATE TABLE "federation_kv" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "federation_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message" jsonb NOT NULL,
	"deliver_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fediverse_publish" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "remote" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "actor_uri" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "handle" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "inbox_url" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shared_inbox_url" text;--> statement-breakpoint
CREATE INDEX "federation_kv_expires_at_idx" ON "federation_kv" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "federation_queue_deliver_at_idx" ON "federation_queue" USING btree ("deliver_at","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_actor_uri_unique" UNIQUE("actor_uri");