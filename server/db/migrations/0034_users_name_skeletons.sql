ALTER TABLE "users" ADD COLUMN "name_skeleton" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_skeleton_folded" text;--> statement-breakpoint
CREATE INDEX "users_name_skeleton_idx" ON "users" USING btree ("name_skeleton");--> statement-breakpoint
CREATE INDEX "users_name_skeleton_folded_idx" ON "users" USING btree ("name_skeleton_folded");