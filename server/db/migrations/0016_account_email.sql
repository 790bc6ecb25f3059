CREATE TABLE "email_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_emails" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"address" text,
	"address_key" text,
	"verified_at" timestamp with time zone,
	"pending_address" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_emails_verified_check" CHECK (("user_emails"."address" is null) = ("user_emails"."verified_at" is null) and ("user_emails"."address" is null) = ("user_emails"."address_key" is null)),
	CONSTRAINT "user_emails_length_check" CHECK (char_length("user_emails"."address") <= 254 and char_length("user_emails"."pending_address") <= 254)
);
--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_emails" ADD CONSTRAINT "user_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_tokens_user_id_idx" ON "email_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "email_tokens_expires_at_idx" ON "email_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_emails_address_key_unique" ON "user_emails" USING btree ("address_key");