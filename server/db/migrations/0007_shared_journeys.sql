CREATE TABLE "shared_journeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"journey_id" integer NOT NULL,
	"started_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shared_journeys" ADD CONSTRAINT "shared_journeys_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_journeys" ADD CONSTRAINT "shared_journeys_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_journeys" ADD CONSTRAINT "shared_journeys_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shared_journeys_match_journey_unique" ON "shared_journeys" USING btree ("match_id","journey_id");