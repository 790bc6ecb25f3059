CREATE TABLE "placement_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"question_ids" jsonb NOT NULL,
	"option_orders" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"correct_count" integer,
	"passed" boolean
);
--> statement-breakpoint
ALTER TABLE "learning_progress" ADD COLUMN "completed_via" text DEFAULT 'lesson' NOT NULL;--> statement-breakpoint
ALTER TABLE "placement_checks" ADD CONSTRAINT "placement_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_checks" ADD CONSTRAINT "placement_checks_module_id_learning_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."learning_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "placement_checks_user_module_idx" ON "placement_checks" USING btree ("user_id","module_id","id");
