CREATE TABLE "username_holds" (
	"username_key" text PRIMARY KEY NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_warnings" RENAME TO "system_notices";--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_reporter_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_reported_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "system_notices" DROP CONSTRAINT "user_warnings_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "user_warnings_user_idx";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reporter_pseudonym" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reported_pseudonym" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "party_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "system_notices" ADD COLUMN "kind" text DEFAULT 'warning' NOT NULL;--> statement-breakpoint
ALTER TABLE "system_notices" ADD CONSTRAINT "system_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "reports_reported_user_idx" ON "reports" USING btree ("reported_user_id");--> statement-breakpoint
CREATE INDEX "reports_party_deleted_idx" ON "reports" USING btree ("party_deleted_at") WHERE "reports"."party_deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "system_notices_user_idx" ON "system_notices" USING btree ("user_id","id");