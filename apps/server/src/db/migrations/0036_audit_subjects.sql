ALTER TABLE "audit_events" ADD COLUMN "object_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "subject_user_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "audit_heads" ADD COLUMN "anchor_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "audit_retention_years" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_events_company_object_idx" ON "audit_events" USING btree ("company_id","object_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_company_subject_idx" ON "audit_events" USING btree ("company_id","subject_user_id","id");--> statement-breakpoint
-- The application moves a company's head (prev_hash, last_hash); only the owner's retention and
-- erasure functions move its anchor.
REVOKE UPDATE ON "audit_heads" FROM app_user;
--> statement-breakpoint
GRANT UPDATE ("prev_hash", "last_hash") ON "audit_heads" TO app_user;
--> statement-breakpoint
DROP FUNCTION audit_append(uuid, text, text, text, jsonb, uuid);
--> statement-breakpoint
DROP FUNCTION audit_hash(text, uuid, uuid, uuid, text, text, text, jsonb, timestamptz, text, text);
--> statement-breakpoint
-- The hash of 0035 plus the object, the person and the label; events without them hash as before,
-- so the chains written before this migration still verify.
CREATE FUNCTION audit_hash(prev text, company uuid, actor_user uuid, actor_token uuid, action text,
  kind text, entity text, changes jsonb, at timestamptz, ip text, user_agent text, object uuid, subject uuid,
  label text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to((jsonb_build_array(prev, company, actor_user, actor_token, action, kind, entity,
    changes, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), ip, user_agent)
    || CASE WHEN object IS NULL AND subject IS NULL AND label IS NULL THEN '[]'::jsonb
            ELSE jsonb_build_array(object, subject, label) END)::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
CREATE FUNCTION audit_append(p_company uuid, p_action text, p_kind text, p_entity text, p_changes jsonb,
  p_actor uuid, p_object uuid DEFAULT NULL, p_subject uuid DEFAULT NULL, p_label text DEFAULT NULL) RETURNS void
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
        v_ip, v_agent, p_object, p_subject, p_label)
    WHERE h.company_id = p_company
    RETURNING h.prev_hash, h.last_hash INTO v_prev, v_hash;
    EXIT WHEN FOUND;
    INSERT INTO audit_heads (company_id) VALUES (p_company) ON CONFLICT DO NOTHING;
  END LOOP;
  INSERT INTO audit_events (company_id, actor_user_id, actor_token_id, action, kind, entity_id, changes, at, ip,
    user_agent, object_id, subject_user_id, label, prev_hash, hash)
  VALUES (p_company, p_actor, v_token, p_action, p_kind, p_entity, p_changes, v_at, v_ip, v_agent, p_object,
    p_subject, p_label, v_prev, v_hash);
END
$$;
--> statement-breakpoint
-- As in 0035, and each event names the object it belongs to (publication_id, or the object's own
-- id), the person it is about (user_id) and the row's name or title.
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
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END, TG_TABLE_NAME, entity, diff,
    app_user_id(),
    (CASE WHEN TG_TABLE_NAME = 'publications' THEN whole ->> 'id' ELSE whole ->> 'publication_id' END)::uuid,
    (whole ->> 'user_id')::uuid,
    left(coalesce(whole ->> 'name', whole ->> 'title', whole ->> 'label', whole ->> 'subject', whole ->> 'upload_name',
      whole ->> 'document_name', whole ->> 'template_name', whole ->> 'certificate_name'), 200));
  RETURN NULL;
END
$$;
