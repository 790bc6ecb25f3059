CREATE TABLE "teaching_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"learner_id" integer NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"source_message_id" integer NOT NULL,
	"taught_at" timestamp with time zone NOT NULL,
	"outcome" text,
	"settled_at" timestamp with time zone,
	CONSTRAINT "teaching_credits_item_kind" CHECK ("teaching_credits"."item_kind" in ('term', 'quiz_question')),
	CONSTRAINT "teaching_credits_outcome" CHECK ("teaching_credits"."outcome" is null or "teaching_credits"."outcome" in ('stuck', 'failed')),
	CONSTRAINT "teaching_credits_settled_whole" CHECK (("teaching_credits"."outcome" is null) = ("teaching_credits"."settled_at" is null)),
	CONSTRAINT "teaching_credits_not_self" CHECK ("teaching_credits"."teacher_id" <> "teaching_credits"."learner_id")
);
--> statement-breakpoint
ALTER TABLE "teaching_credits" ADD CONSTRAINT "teaching_credits_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_credits" ADD CONSTRAINT "teaching_credits_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_credits_learner_item_unique" ON "teaching_credits" USING btree ("learner_id","item_kind","item_id");--> statement-breakpoint
CREATE INDEX "teaching_credits_stuck_idx" ON "teaching_credits" USING btree ("teacher_id","learner_id") WHERE "teaching_credits"."outcome" = 'stuck';