CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_token_id" uuid,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"entity_id" text,
	"changes" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "audit_heads" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"prev_hash" text DEFAULT '' NOT NULL,
	"last_hash" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_heads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_heads" ADD CONSTRAINT "audit_heads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_company_idx" ON "audit_events" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_company_entity_idx" ON "audit_events" USING btree ("company_id","kind","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_company_actor_idx" ON "audit_events" USING btree ("company_id","actor_user_id","id");--> statement-breakpoint
CREATE POLICY "audit_events_scope" ON "audit_events" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE POLICY "audit_heads_scope" ON "audit_heads" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
-- The audit log (docs/audit.md). The application may add events, never change or remove them;
-- retention will remove old ones through a SECURITY DEFINER function of the owner.
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_events" FROM app_user;
--> statement-breakpoint
REVOKE DELETE, TRUNCATE ON "audit_heads" FROM app_user;
--> statement-breakpoint
-- An event's hash: sha256 of the previous hash and the event's fields, as a JSON array's text
-- (jsonb prints keys and values in one canonical way). verifyChain recomputes it with this function.
CREATE OR REPLACE FUNCTION audit_hash(prev text, company uuid, actor_user uuid, actor_token uuid, action text,
  kind text, entity text, changes jsonb, at timestamptz, ip text, user_agent text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(prev, company, actor_user, actor_token, action, kind, entity,
    changes, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), ip, user_agent)::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- Appends one event to its company's chain. The UPDATE of the company's head row locks it until
-- the transaction ends, so the company's events (and their ids) follow one another in one line.
-- Token, address and user agent come from the transaction's settings (withTenant).
CREATE OR REPLACE FUNCTION audit_append(p_company uuid, p_action text, p_kind text, p_entity text, p_changes jsonb,
  p_actor uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_token uuid := nullif(current_setting('app.token_id', true), '')::uuid;
  v_ip text := nullif(current_setting('app.ip', true), '');
  v_agent text := nullif(current_setting('app.user_agent', true), '');
  v_at timestamptz := now();
  v_prev text;
  v_hash text;
BEGIN
  LOOP
    UPDATE audit_heads h SET prev_hash = h.last_hash,
      last_hash = audit_hash(h.last_hash, p_company, p_actor, v_token, p_action, p_kind, p_entity, p_changes, v_at,
        v_ip, v_agent)
    WHERE h.company_id = p_company
    RETURNING h.prev_hash, h.last_hash INTO v_prev, v_hash;
    EXIT WHEN FOUND;
    INSERT INTO audit_heads (company_id) VALUES (p_company) ON CONFLICT DO NOTHING;
  END LOOP;
  INSERT INTO audit_events (company_id, actor_user_id, actor_token_id, action, kind, entity_id, changes, at, ip,
    user_agent, prev_hash, hash)
  VALUES (p_company, p_actor, v_token, p_action, p_kind, p_entity, p_changes, v_at, v_ip, v_agent, v_prev, v_hash);
END
$$;
--> statement-breakpoint
-- Tables whose rows are not audited: the log itself, counters, notifications (a copy of events
-- already logged) and the e-sign evidence (a hash chain of its own). docs/audit.md.
CREATE OR REPLACE FUNCTION audit_excluded_tables() RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['audit_events', 'audit_heads', 'company_counters', 'notifications', 'esign_events']
$$;
--> statement-breakpoint
-- AFTER INSERT/UPDATE/DELETE of a tenant row. TG_ARGV: the company column, then the key columns.
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  -- Never stored: secrets, hashes of tokens and codes, signature images, key material.
  deny constant text[] := ARRAY['password_hash', 'token_hash', 'code_hash', 'link_token_hash', 'secret', 'password',
    'p12', 'signature', 'company_id'];
  -- Bookkeeping: an update of nothing else is no event.
  bookkeeping constant text[] := ARRAY['updated_at', 'version', 'last_seen_at', 'last_used_at', 'upload_progress'];
  whole jsonb;
  old_row jsonb;
  new_row jsonb;
  diff jsonb;
  entity text;
  key text;
BEGIN
  -- Rows changed by a foreign key's ON DELETE CASCADE / SET NULL: the event of the row whose
  -- deletion caused them stands for them.
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN whole := to_jsonb(OLD); ELSE whole := to_jsonb(NEW); END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD) - deny - bookkeeping; END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW) - deny - bookkeeping; END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(e.key, jsonb_build_array(old_row -> e.key, e.value)) INTO diff
    FROM jsonb_each(new_row) e WHERE e.value IS DISTINCT FROM old_row -> e.key;
    IF diff IS NULL THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(e.key, jsonb_build_array(null, e.value)) INTO diff
    FROM jsonb_each(new_row) e WHERE e.value <> 'null'::jsonb;
  ELSE
    SELECT jsonb_object_agg(e.key, jsonb_build_array(e.value, null)) INTO diff
    FROM jsonb_each(old_row) e WHERE e.value <> 'null'::jsonb;
  END IF;
  FOR i IN 1 .. TG_NARGS - 1 LOOP
    key := TG_ARGV[i];
    entity := CASE WHEN entity IS NULL THEN whole ->> key ELSE entity || ':' || (whole ->> key) END;
  END LOOP;
  PERFORM audit_append((whole ->> TG_ARGV[0])::uuid,
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END, TG_TABLE_NAME, entity, diff, app_user_id());
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Puts the audit trigger on every table with a company_id that has none and is not excluded.
-- Migrations that add tenant tables end with: SELECT app_audit_attach();
CREATE OR REPLACE FUNCTION app_audit_attach() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  t record;
  keys text;
BEGIN
  FOR t IN SELECT c.oid, c.relname FROM pg_class c JOIN pg_namespace ns ON ns.oid = c.relnamespace
           WHERE ns.nspname = 'public' AND c.relkind = 'r'
             AND c.relname <> ALL (audit_excluded_tables())
             AND EXISTS (SELECT 1 FROM pg_attribute a
                         WHERE a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped)
             AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'audit')
  LOOP
    SELECT string_agg(quote_literal(a.attname), ', ' ORDER BY array_position(i.indkey::int2[], a.attnum)) INTO keys
    FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey::int2[])
    WHERE i.indrelid = t.oid AND i.indisprimary AND a.attname <> 'company_id';
    EXECUTE format('CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_row(%s)',
      t.relname, concat_ws(', ', quote_literal('company_id'), keys));
  END LOOP;
END
$$;
--> statement-breakpoint
SELECT app_audit_attach();
--> statement-breakpoint
-- A company's own row: its changes are audited; its creation and deletion are not (its log starts
-- with it and goes with it).
CREATE TRIGGER audit AFTER UPDATE ON companies FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'id');
--> statement-breakpoint
SELECT app_force_rls();
