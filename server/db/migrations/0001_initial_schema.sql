CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"slug" text NOT NULL,
	"email" text NOT NULL,
	"password" text NOT NULL,
	"profile_picture" text,
	"role" text DEFAULT 'member' NOT NULL,
	"youtube_connected" boolean DEFAULT false NOT NULL,
	"youtube_access_token" text,
	"youtube_refresh_token" text,
	"youtube_token_expiry" timestamp with time zone,
	"spotify_connected" boolean DEFAULT false NOT NULL,
	"spotify_refresh_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_slug_unique" UNIQUE("slug"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('member', 'staff', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "genre_aliases" (
	"id" serial PRIMARY KEY NOT NULL,
	"genre_id" integer NOT NULL,
	"alias" text NOT NULL,
	"source" text,
	CONSTRAINT "genre_aliases_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "genre_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "genre_categories_name_unique" UNIQUE("name"),
	CONSTRAINT "genre_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "genre_category_relationships" (
	"genre_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "genre_category_relationships_genre_id_category_id_pk" PRIMARY KEY("genre_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "genre_redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"old_genre_id" integer NOT NULL,
	"new_genre_id" integer NOT NULL,
	"reason" text,
	CONSTRAINT "genre_redirects_pair_unique" UNIQUE("old_genre_id","new_genre_id")
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"search_name" text NOT NULL,
	"weight" real DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "genres_name_unique" UNIQUE("name"),
	CONSTRAINT "genres_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "suggested_genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"user_id" integer,
	"detected_count" integer DEFAULT 1 NOT NULL,
	"last_detected" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suggested_genres_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_genres" (
	"user_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_genres_user_id_genre_id_pk" PRIMARY KEY("user_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "request_genres" (
	"request_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	CONSTRAINT "request_genres_request_id_genre_id_pk" PRIMARY KEY("request_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"content" text,
	"gif_url" text,
	"song_id" text,
	"song_data" jsonb,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"responses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requests_type_check" CHECK ("requests"."type" in ('text', 'gif', 'slts'))
);
--> statement-breakpoint
CREATE TABLE "response_genres" (
	"response_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	CONSTRAINT "response_genres_response_id_genre_id_pk" PRIMARY KEY("response_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"song_id" text NOT NULL,
	"song_data" jsonb NOT NULL,
	"comment" text,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "responses_request_song_unique" UNIQUE("request_id","song_id")
);
--> statement-breakpoint
CREATE TABLE "saved_songs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"response_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_songs_user_response_unique" UNIQUE("user_id","response_id")
);
--> statement-breakpoint
CREATE TABLE "upvoted_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upvoted_requests_user_request_unique" UNIQUE("user_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "upvoted_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"response_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upvoted_responses_user_response_unique" UNIQUE("user_id","response_id")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"comment" text NOT NULL,
	"status" text DEFAULT 'unread' NOT NULL,
	"screen" text,
	"priority" text DEFAULT 'medium' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_type_check" CHECK ("feedback"."type" in ('bug', 'feedback', 'problem_user')),
	CONSTRAINT "feedback_status_check" CHECK ("feedback"."status" in ('unread', 'in-progress', 'fixed', 'tabled')),
	CONSTRAINT "feedback_priority_check" CHECK ("feedback"."priority" in ('low', 'medium', 'high', 'critical'))
);
--> statement-breakpoint
CREATE TABLE "fixed_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"admin_user_id" integer,
	"old_title" text,
	"old_artist" text,
	"old_genres" jsonb,
	"new_title" text,
	"new_artist" text,
	"new_genres" jsonb,
	"fix_type" text NOT NULL,
	"fixed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixed_responses_fix_type_check" CHECK ("fixed_responses"."fix_type" in ('manual', 'accepted_suggestion', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "processing_status" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_type" text NOT NULL,
	"is_running" boolean DEFAULT false NOT NULL,
	"total_items" integer DEFAULT 0 NOT NULL,
	"processed_items" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"instance_id" text,
	"last_heartbeat" timestamp with time zone,
	CONSTRAINT "processing_status_job_type_unique" UNIQUE("job_type")
);
--> statement-breakpoint
CREATE TABLE "quality_review_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"response_id" integer NOT NULL,
	"issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_compilation" boolean DEFAULT false NOT NULL,
	"likely_yt_only" boolean DEFAULT false NOT NULL,
	"suggested_title" text,
	"suggested_artist" text,
	"suggested_genres" jsonb,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_review_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"total_reviewed" integer DEFAULT 0 NOT NULL,
	"issues_found" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "songs" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_id" text,
	"title" text NOT NULL,
	"artist" text NOT NULL,
	"album" text,
	"year" integer,
	"genre" text,
	"duration_ms" integer,
	"search_text" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"source" text DEFAULT 'seed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "songs_video_id_unique" UNIQUE("video_id"),
	CONSTRAINT "songs_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genre_aliases" ADD CONSTRAINT "genre_aliases_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genre_category_relationships" ADD CONSTRAINT "genre_category_relationships_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genre_category_relationships" ADD CONSTRAINT "genre_category_relationships_category_id_genre_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."genre_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genre_redirects" ADD CONSTRAINT "genre_redirects_old_genre_id_genres_id_fk" FOREIGN KEY ("old_genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genre_redirects" ADD CONSTRAINT "genre_redirects_new_genre_id_genres_id_fk" FOREIGN KEY ("new_genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggested_genres" ADD CONSTRAINT "suggested_genres_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_genres" ADD CONSTRAINT "user_genres_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_genres" ADD CONSTRAINT "user_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_genres" ADD CONSTRAINT "request_genres_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_genres" ADD CONSTRAINT "request_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_genres" ADD CONSTRAINT "response_genres_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_genres" ADD CONSTRAINT "response_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_songs" ADD CONSTRAINT "saved_songs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_songs" ADD CONSTRAINT "saved_songs_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_songs" ADD CONSTRAINT "saved_songs_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upvoted_requests" ADD CONSTRAINT "upvoted_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upvoted_requests" ADD CONSTRAINT "upvoted_requests_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upvoted_responses" ADD CONSTRAINT "upvoted_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upvoted_responses" ADD CONSTRAINT "upvoted_responses_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_responses" ADD CONSTRAINT "fixed_responses_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_responses" ADD CONSTRAINT "fixed_responses_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_review_results" ADD CONSTRAINT "quality_review_results_run_id_quality_review_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."quality_review_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_review_results" ADD CONSTRAINT "quality_review_results_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "genre_aliases_genre_id_idx" ON "genre_aliases" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "gcr_category_id_idx" ON "genre_category_relationships" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "genre_redirects_new_idx" ON "genre_redirects" USING btree ("new_genre_id");--> statement-breakpoint
CREATE INDEX "genres_search_name_trgm_idx" ON "genres" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suggested_genres_user_id_idx" ON "suggested_genres" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_genres_genre_id_idx" ON "user_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "request_genres_genre_id_idx" ON "request_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "requests_user_id_created_idx" ON "requests" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_created_id_idx" ON "requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_responses_id_idx" ON "requests" USING btree ("responses" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_upvotes_id_idx" ON "requests" USING btree ("upvotes" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "response_genres_genre_id_idx" ON "response_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "responses_request_created_idx" ON "responses" USING btree ("request_id","created_at","id");--> statement-breakpoint
CREATE INDEX "responses_user_created_idx" ON "responses" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_songs_user_created_idx" ON "saved_songs" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_songs_response_id_idx" ON "saved_songs" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "saved_songs_request_id_idx" ON "saved_songs" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "upvoted_requests_request_id_idx" ON "upvoted_requests" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "upvoted_responses_response_id_idx" ON "upvoted_responses" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "feedback_user_id_idx" ON "feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "feedback_created_id_idx" ON "feedback" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fixed_responses_response_id_idx" ON "fixed_responses" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "fixed_responses_admin_user_id_idx" ON "fixed_responses" USING btree ("admin_user_id");--> statement-breakpoint
CREATE INDEX "fixed_responses_fixed_at_idx" ON "fixed_responses" USING btree ("fixed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "qrr_run_id_idx" ON "quality_review_results" USING btree ("run_id","id");--> statement-breakpoint
CREATE INDEX "qrr_response_id_idx" ON "quality_review_results" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "quality_review_runs_started_idx" ON "quality_review_runs" USING btree ("started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "songs_search_text_trgm_idx" ON "songs" USING gin ("search_text" gin_trgm_ops);