CREATE TABLE "points_daily_caps" (
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"day" date NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "points_daily_caps_user_id_source_day_pk" PRIMARY KEY("user_id","source","day")
);
--> statement-breakpoint
ALTER TABLE "points_daily_caps" ADD CONSTRAINT "points_daily_caps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;