ALTER TABLE "teaching_credits" DROP CONSTRAINT "teaching_credits_item_kind";--> statement-breakpoint
ALTER TABLE "teach_back_cards" ADD COLUMN "recall_chosen" integer;--> statement-breakpoint
ALTER TABLE "teach_back_cards" ADD COLUMN "recall_correct" boolean;--> statement-breakpoint
ALTER TABLE "teach_back_cards" ADD COLUMN "recalled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teach_back_cards" ADD CONSTRAINT "teach_back_cards_recall_whole" CHECK (("teach_back_cards"."recalled_at" is null) = ("teach_back_cards"."recall_chosen" is null) and ("teach_back_cards"."recall_chosen" is null) = ("teach_back_cards"."recall_correct" is null) and ("teach_back_cards"."recalled_at" is null or "teach_back_cards"."answered_at" is not null));--> statement-breakpoint
ALTER TABLE "teaching_credits" ADD CONSTRAINT "teaching_credits_item_kind" CHECK ("teaching_credits"."item_kind" in ('term', 'quiz_question', 'teach_back_card'));