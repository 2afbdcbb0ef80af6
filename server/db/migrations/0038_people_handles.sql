CREATE TABLE "slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "handle_choosable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "slug_redirects" ADD CONSTRAINT "slug_redirects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slug_redirects_user_id_idx" ON "slug_redirects" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_slug_prefix_idx" ON "users" USING btree (lower("slug") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_display_name_prefix_idx" ON "users" USING btree (lower("display_name") text_pattern_ops);