CREATE TABLE "vocabulary_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"desired_retention_percent" smallint DEFAULT 90 NOT NULL,
	"lighter_days_mask" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vocabulary_settings_retention_range" CHECK ("vocabulary_settings"."desired_retention_percent" between 80 and 95),
	CONSTRAINT "vocabulary_settings_lighter_days_mask" CHECK ("vocabulary_settings"."lighter_days_mask" between 0 and 127)
);
--> statement-breakpoint
ALTER TABLE "vocabulary_settings" ADD CONSTRAINT "vocabulary_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;