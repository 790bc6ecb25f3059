ALTER TABLE "users" ADD COLUMN "profile_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "users_profile_updated_at_idx" ON "users" USING btree ("profile_updated_at");--> statement-breakpoint
CREATE INDEX "personalities_updated_at_idx" ON "personalities" USING btree ("updated_at");