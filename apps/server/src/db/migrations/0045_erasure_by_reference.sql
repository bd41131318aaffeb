-- Issue 43: a GDPR erasure rewrites only what is about the person by reference, and removes their
-- stored files for certain (docs/gdpr-erasure.md).
-- Files to remove, written in the erasure's transaction and removed by the storage-removals job.
-- Not company data (as the outbox): the application's role may only add keys.
CREATE TABLE "storage_removals" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
REVOKE SELECT, UPDATE, DELETE, TRUNCATE ON "storage_removals" FROM app_user;
--> statement-breakpoint
-- A rewritten event keeps `hash` (the link the next event holds, so no other event changes) and
-- gets `erased_hash`, its content's hash now; `erased_by` is the erase event that binds it.
ALTER TABLE "audit_events" ADD COLUMN "erased_hash" text;
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "erased_by" bigint;
--> statement-breakpoint
-- A JSON value with every string that is exactly p_user (an id) made null, and every string that
-- equals one of the lowercase needles (case-insensitive, the whole string) made "Removed user".
-- Nothing is searched inside a longer text.
CREATE FUNCTION gdpr_erase_jsonb(j jsonb, p_user text, needles text[]) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  CASE jsonb_typeof(j)
    WHEN 'object' THEN
      RETURN (SELECT coalesce(jsonb_object_agg(e.key, gdpr_erase_jsonb(e.value, p_user, needles)), '{}'::jsonb)
              FROM jsonb_each(j) e);
    WHEN 'array' THEN
      RETURN (SELECT coalesce(jsonb_agg(gdpr_erase_jsonb(e.value, p_user, needles) ORDER BY e.n), '[]'::jsonb)
              FROM jsonb_array_elements(j) WITH ORDINALITY AS e(value, n));
    WHEN 'string' THEN
      IF j #>> '{}' = p_user THEN RETURN 'null'::jsonb; END IF;
      IF lower(j #>> '{}') = ANY(needles) THEN RETURN to_jsonb('Removed user'::text); END IF;
      RETURN j;
    ELSE
      RETURN j;
  END CASE;
END
$$;
--> statement-breakpoint
-- The changes ({column: [before, after]}) of an event on the person's own row: the columns that
-- hold their contact details become "Removed user", those with their address or browser null,
-- then gdpr_erase_jsonb.
CREATE FUNCTION gdpr_erase_own_changes(j jsonb, p_user text, needles text[]) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT gdpr_erase_jsonb(coalesce(jsonb_object_agg(e.key, CASE
      WHEN e.key IN ('email', 'phone', 'requester_email') AND jsonb_typeof(e.value) = 'array' THEN
        (SELECT jsonb_agg(CASE WHEN jsonb_typeof(v) = 'string' AND v #>> '{}' <> '' THEN to_jsonb('Removed user'::text)
                          ELSE v END ORDER BY n) FROM jsonb_array_elements(e.value) WITH ORDINALITY AS a(v, n))
      WHEN e.key IN ('ip', 'user_agent', 'signed_ip', 'signed_user_agent') AND jsonb_typeof(e.value) = 'array'
        THEN '[null, null]'::jsonb
      ELSE e.value END), j), p_user, needles)
  FROM jsonb_each(CASE WHEN jsonb_typeof(j) = 'object' THEN j ELSE '{}'::jsonb END) e
$$;
--> statement-breakpoint
-- A notification's data with every person object of the erased one ({"id": p_user, "name": ...},
-- as sourceUser or a skill's user) made the nil id and "Removed user"; nothing else changes.
CREATE FUNCTION gdpr_erase_notification(j jsonb, p_user text) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  CASE jsonb_typeof(j)
    WHEN 'object' THEN
      IF j ->> 'id' = p_user THEN
        RETURN j || jsonb_build_object('id', '00000000-0000-0000-0000-000000000000')
          || CASE WHEN j ? 'name' THEN jsonb_build_object('name', 'Removed user') ELSE '{}'::jsonb END;
      END IF;
      RETURN (SELECT coalesce(jsonb_object_agg(e.key, gdpr_erase_notification(e.value, p_user)), '{}'::jsonb)
              FROM jsonb_each(j) e);
    WHEN 'array' THEN
      RETURN (SELECT coalesce(jsonb_agg(gdpr_erase_notification(e.value, p_user) ORDER BY e.n), '[]'::jsonb)
              FROM jsonb_array_elements(j) WITH ORDINALITY AS e(value, n));
    ELSE
      RETURN j;
  END CASE;
END
$$;
--> statement-breakpoint
DROP FUNCTION gdpr_erase_audit(uuid, uuid, text[], uuid);
--> statement-breakpoint
-- Rewrites a company's audit log for an erased person, in the erasing transaction (the head is
-- locked first). The events about them, by reference only:
--  - theirs: they are the actor or the subject (by id), the entity is a row of theirs (p_entities:
--    [{kind, id}], found by the service), or it is an invitation addressed to their email;
--  - referring to them: a column that refers to accounts (p_refs: [{table, column}], read from the
--    catalogue) held their id in the change.
-- Their id becomes the nil id as actor or subject, null in the changes and is cut out of the entity
-- id; on events they made (or failed sign-ins to their account) the address and browser go; in their
-- own events a label or a change value that is exactly their name, email or phone becomes "Removed
-- user", and so do their row's email and phone columns, while its address and browser columns go. No text is searched: free text about others stays as it was. The chain is not computed
-- again: each rewritten event keeps prev_hash and hash and gets erased_hash (audit_hash of its
-- content now) and erased_by; the erase event appended last binds them with
-- `rewritten` = sha256 of "id:erased_hash" lines in id order, `first` the first id rewritten, and
-- `superseded` the binding an earlier erasure had of an event rewritten again ([id, erase id, hash]).
-- verifyChain checks all of it. Answers how many events were rewritten.
CREATE FUNCTION gdpr_erase_audit(p_company uuid, p_user uuid, p_needles text[], p_refs jsonb, p_entities jsonb,
  p_email text, p_actor uuid)
RETURNS integer
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public SET app.system = 'on' AS $$
DECLARE
  v_user text := p_user::text;
  -- An erased actor or subject: the nil id, which no account has ("Removed user" on the screens),
  -- unlike NULL (the system, or nobody known).
  v_removed constant uuid := '00000000-0000-0000-0000-000000000000';
  v_needles text[] := array(SELECT lower(n) FROM unnest(p_needles) n WHERE n IS NOT NULL AND n <> '');
  v_ids bigint[];
  v_own bigint[];
  v_count integer;
  v_changes jsonb;
  v_superseded jsonb;
  v_erase bigint;
BEGIN
  PERFORM 1 FROM audit_heads WHERE company_id = p_company FOR UPDATE;
  SELECT coalesce(array_agg(a.id ORDER BY a.id), '{}'), coalesce(array_agg(a.id) FILTER (WHERE a.own), '{}')
  INTO v_ids, v_own
  FROM (
    SELECT e.id,
      e.actor_user_id = p_user OR e.subject_user_id = p_user
        OR EXISTS (SELECT 1 FROM jsonb_to_recordset(p_entities) x(kind text, id text)
                   WHERE x.kind = e.kind AND x.id = e.entity_id)
        OR (e.kind = 'invitations' AND p_email <> '' AND EXISTS (
              SELECT 1 FROM jsonb_array_elements_text(e.changes -> 'email') m WHERE lower(m) = lower(p_email)))
        AS own,
      EXISTS (SELECT 1 FROM jsonb_to_recordset(p_refs) r("table" text, "column" text)
              WHERE r."table" = e.kind AND jsonb_exists(e.changes -> r."column", v_user)) AS refers
    FROM audit_events e
    WHERE e.company_id = p_company
  ) a
  WHERE a.own OR a.refers;
  v_count := cardinality(v_ids);
  IF v_count > 0 THEN
    SELECT coalesce(jsonb_agg(jsonb_build_array(e.id, e.erased_by, e.erased_hash) ORDER BY e.id), '[]'::jsonb)
    INTO v_superseded FROM audit_events e WHERE e.id = ANY(v_ids) AND e.erased_hash IS NOT NULL;
    UPDATE audit_events e SET
      actor_user_id = CASE WHEN e.actor_user_id = p_user THEN v_removed ELSE e.actor_user_id END,
      subject_user_id = CASE WHEN e.subject_user_id = p_user THEN v_removed ELSE e.subject_user_id END,
      ip = CASE WHEN e.actor_user_id = p_user OR (e.actor_user_id IS NULL AND e.subject_user_id = p_user)
                THEN NULL ELSE e.ip END,
      user_agent = CASE WHEN e.actor_user_id = p_user OR (e.actor_user_id IS NULL AND e.subject_user_id = p_user)
                        THEN NULL ELSE e.user_agent END,
      entity_id = CASE WHEN e.entity_id = v_user THEN NULL ELSE replace(e.entity_id, v_user, '') END,
      label = CASE WHEN e.id = ANY(v_own) AND lower(e.label) = ANY(v_needles) THEN 'Removed user' ELSE e.label END,
      changes = CASE WHEN e.id = ANY(v_own) THEN gdpr_erase_own_changes(e.changes, v_user, v_needles)
                     ELSE gdpr_erase_jsonb(e.changes, v_user, '{}') END
    WHERE e.id = ANY(v_ids);
    UPDATE audit_events e SET erased_hash = audit_hash(e.prev_hash, e.company_id, e.actor_user_id, e.actor_token_id,
      e.action, e.kind, e.entity_id, e.changes, e.at, e.ip, e.user_agent, e.object_id, e.subject_user_id, e.label)
    WHERE e.id = ANY(v_ids);
    SELECT jsonb_build_object(
      'events_rewritten', jsonb_build_array(NULL, v_count),
      'rewritten', jsonb_build_array(NULL, encode(sha256(convert_to(
        string_agg(e.id::text || ':' || e.erased_hash, E'\n' ORDER BY e.id), 'UTF8')), 'hex')),
      'first', jsonb_build_array(NULL, v_ids[1]))
    INTO v_changes FROM audit_events e WHERE e.id = ANY(v_ids);
    IF jsonb_array_length(v_superseded) > 0 THEN
      v_changes := v_changes || jsonb_build_object('superseded', jsonb_build_array(NULL, v_superseded));
    END IF;
  ELSE
    v_changes := jsonb_build_object('events_rewritten', jsonb_build_array(NULL, 0));
  END IF;
  PERFORM audit_append(p_company, 'erase', 'users', NULL, v_changes, p_actor);
  IF v_count > 0 THEN
    -- The head is locked: the newest event of the company is the one just appended.
    SELECT max(e.id) INTO v_erase FROM audit_events e WHERE e.company_id = p_company;
    UPDATE audit_events SET erased_by = v_erase WHERE id = ANY(v_ids);
  END IF;
  RETURN v_count;
END
$$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION gdpr_erase_audit(uuid, uuid, text[], jsonb, jsonb, text, uuid) FROM PUBLIC, app_user;
