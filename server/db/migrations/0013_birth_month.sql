ALTER TABLE "users" ADD COLUMN "birth_year" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_month" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_birth_month_check" CHECK (("users"."birth_year" is null) = ("users"."birth_month" is null) and "users"."birth_month" between 1 and 12);