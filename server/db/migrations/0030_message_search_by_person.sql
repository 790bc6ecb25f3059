-- Message search keyed by person (docs/decisions/053-chat-replies-reactions-edits-search.md, update of 2026-11-28):
-- each word of a message is indexed once for the sender and once for the recipient as '<user id>/<word>', so a
-- prefix search ('7/stak':*) reads only that person's part of the index, however many messages others have.
-- Words over 1,000 bytes are left out (a lexeme holds at most 2,046 bytes, and nobody searches for them).
-- COST tells the planner that computing it for a row (parsing the text) is dear, so it reads the index rather
-- than filter rows one by one, unless the words are so common that the newest rows hold 20 of them at once.
CREATE FUNCTION message_search_vector(content text, sender_id integer, recipient_id integer) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 500
  RETURN (
    SELECT array_to_tsvector(coalesce(array_agg(person::text || '/' || word), '{}'::text[]))
    FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, content))) AS word,
      unnest(ARRAY[sender_id, recipient_id]) AS person
    WHERE octet_length(word) <= 1000
  );
--> statement-breakpoint
DROP INDEX "messages_search_idx";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "recipient_id" integer;--> statement-breakpoint
UPDATE "messages" AS m SET "recipient_id" = CASE WHEN mt."user_low_id" = m."sender_id" THEN mt."user_high_id" ELSE mt."user_low_id" END
  FROM "matches" AS mt WHERE mt."id" = m."match_id";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "recipient_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id","id");--> statement-breakpoint
CREATE INDEX "messages_recipient_idx" ON "messages" USING btree ("recipient_id","id");--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin (message_search_vector("content", "sender_id", "recipient_id"));
