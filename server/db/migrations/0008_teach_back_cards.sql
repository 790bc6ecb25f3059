CREATE TABLE "teach_back_cards" (
	"message_id" integer PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"learner_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"module_title" text NOT NULL,
	"question_id" integer,
	"question" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct_answer" integer NOT NULL,
	"explanation" text NOT NULL,
	"chosen" integer,
	"is_correct" boolean,
	"answered_at" timestamp with time zone,
	CONSTRAINT "teach_back_cards_answer_whole" CHECK (("teach_back_cards"."answered_at" is null) = ("teach_back_cards"."chosen" is null) and ("teach_back_cards"."chosen" is null) = ("teach_back_cards"."is_correct" is null))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "teach_back_cards" ADD CONSTRAINT "teach_back_cards_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teach_back_cards" ADD CONSTRAINT "teach_back_cards_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teach_back_cards" ADD CONSTRAINT "teach_back_cards_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teach_back_cards" ADD CONSTRAINT "teach_back_cards_module_id_learning_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."learning_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teach_back_cards_teacher_idx" ON "teach_back_cards" USING btree ("teacher_id") WHERE "teach_back_cards"."answered_at" is not null;