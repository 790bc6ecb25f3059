CREATE TABLE "drill_challenges" (
	"message_id" integer PRIMARY KEY NOT NULL,
	"challenger_id" integer NOT NULL,
	"challenged_id" integer NOT NULL,
	"drill_id" text NOT NULL,
	"steps_right" integer,
	"steps_total" integer,
	"passed" boolean,
	"completed_at" timestamp with time zone,
	CONSTRAINT "drill_challenges_known_drill" CHECK ("drill_challenges"."drill_id" in ('seed', 'receive', 'sign', 'revoke', 'swap', 'support')),
	CONSTRAINT "drill_challenges_result_whole" CHECK (("drill_challenges"."completed_at" is null) = ("drill_challenges"."steps_right" is null) and ("drill_challenges"."steps_right" is null) = ("drill_challenges"."steps_total" is null) and ("drill_challenges"."steps_total" is null) = ("drill_challenges"."passed" is null)),
	CONSTRAINT "drill_challenges_result_bounds" CHECK ("drill_challenges"."steps_right" >= 0 and "drill_challenges"."steps_right" <= "drill_challenges"."steps_total" and "drill_challenges"."steps_total" between 1 and 6)
);
--> statement-breakpoint
ALTER TABLE "drill_challenges" ADD CONSTRAINT "drill_challenges_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_challenges" ADD CONSTRAINT "drill_challenges_challenger_id_users_id_fk" FOREIGN KEY ("challenger_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_challenges" ADD CONSTRAINT "drill_challenges_challenged_id_users_id_fk" FOREIGN KEY ("challenged_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;