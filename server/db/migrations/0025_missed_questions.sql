CREATE TABLE "missed_questions" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_order" jsonb NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" integer NOT NULL,
	"last_review" timestamp with time zone,
	"missed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "missed_questions_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "misconceptions" jsonb;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "explanation_alt" text;--> statement-breakpoint
ALTER TABLE "missed_questions" ADD CONSTRAINT "missed_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_questions" ADD CONSTRAINT "missed_questions_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "missed_questions_due_idx" ON "missed_questions" USING btree ("user_id","resolved_at","due");