-- The moderation audit log is append-only (docs/decisions/016-moderation-audit-log.md): the database
-- itself refuses to change or remove an entry, whatever code path tries.
CREATE OR REPLACE FUNCTION moderation_audit_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'moderation_audit is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER moderation_audit_no_update_or_delete
  BEFORE UPDATE OR DELETE ON moderation_audit
  FOR EACH ROW EXECUTE FUNCTION moderation_audit_append_only();
