-- GDPR erasure (docs/gdpr-erasure.md). What must stay for others keeps "Removed user" in place of a
-- person's name, email and phone.
-- A text with each needle (case-insensitive) replaced by "Removed user"; needles shorter than 3
-- characters are skipped (they would eat ordinary words).
CREATE OR REPLACE FUNCTION gdpr_scrub_text(t text, needles text[]) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  n text;
  rest text;
  done text;
  p integer;
BEGIN
  IF t IS NULL OR needles IS NULL THEN RETURN t; END IF;
  FOREACH n IN ARRAY needles LOOP
    CONTINUE WHEN n IS NULL OR length(n) < 3;
    done := '';
    rest := t;
    LOOP
      p := strpos(lower(rest), lower(n));
      IF p = 0 THEN done := done || rest; EXIT; END IF;
      done := done || substr(rest, 1, p - 1) || 'Removed user';
      rest := substr(rest, p + length(n));
    END LOOP;
    t := done;
  END LOOP;
  RETURN t;
END
$$;
--> statement-breakpoint
-- The same through a JSON value: every string in it (object values and array elements, at any
-- depth; keys stay). A string that is exactly p_user (a person's id) becomes null.
CREATE OR REPLACE FUNCTION gdpr_scrub_jsonb(j jsonb, p_user text, needles text[]) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  CASE jsonb_typeof(j)
    WHEN 'object' THEN
      RETURN (SELECT coalesce(jsonb_object_agg(e.key, gdpr_scrub_jsonb(e.value, p_user, needles)), '{}'::jsonb)
              FROM jsonb_each(j) e);
    WHEN 'array' THEN
      RETURN (SELECT coalesce(jsonb_agg(gdpr_scrub_jsonb(e.value, p_user, needles) ORDER BY e.n), '[]'::jsonb)
              FROM jsonb_array_elements(j) WITH ORDINALITY AS e(value, n));
    WHEN 'string' THEN
      IF p_user IS NOT NULL AND j #>> '{}' = p_user THEN RETURN 'null'::jsonb; END IF;
      RETURN to_jsonb(gdpr_scrub_text(j #>> '{}', needles));
    ELSE
      RETURN j;
  END CASE;
END
$$;
--> statement-breakpoint
-- Rewrites a company's audit log for an erased person, in the erasing transaction: the head is
-- locked first (appends of other transactions wait until commit), then every event they acted in
-- or were the subject of, or whose label, changes, entity, address or user agent holds their
-- name, email, phone or id, loses it (actor, subject: the nil id; their own events' address and user
-- agent: null; the texts: "Removed user"; their id inside a text: removed); then the chain is
-- computed again from the first rewritten event to the end, and the head follows. Last, an event
-- `erase` without personal data (changes: events_rewritten). Answers how many were rewritten.
CREATE OR REPLACE FUNCTION gdpr_erase_audit(p_company uuid, p_user uuid, p_needles text[], p_actor uuid)
RETURNS integer
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public SET app.system = 'on' AS $$
DECLARE
  v_user text := p_user::text;
  -- An erased actor or subject: the nil id, which no account has ("Removed user" on the screens),
  -- unlike NULL (the system, or nobody known).
  v_removed constant uuid := '00000000-0000-0000-0000-000000000000';
  v_needles text[] := array(SELECT n FROM unnest(p_needles) n WHERE n IS NOT NULL AND length(n) >= 3);
  v_first bigint;
  v_count integer;
  v_prev text;
  v_before text;
  v_hash text;
  r record;
BEGIN
  PERFORM 1 FROM audit_heads WHERE company_id = p_company FOR UPDATE;
  WITH changed AS (
    UPDATE audit_events e SET
      actor_user_id = CASE WHEN e.actor_user_id = p_user THEN v_removed ELSE e.actor_user_id END,
      ip = CASE WHEN e.actor_user_id = p_user THEN NULL ELSE gdpr_scrub_text(e.ip, v_needles) END,
      user_agent = CASE WHEN e.actor_user_id = p_user THEN NULL ELSE gdpr_scrub_text(e.user_agent, v_needles) END,
      subject_user_id = CASE WHEN e.subject_user_id = p_user THEN v_removed ELSE e.subject_user_id END,
      entity_id = CASE WHEN e.entity_id = v_user THEN NULL
                       ELSE replace(gdpr_scrub_text(e.entity_id, v_needles), v_user, '') END,
      label = gdpr_scrub_text(e.label, v_needles),
      changes = gdpr_scrub_jsonb(e.changes, v_user, v_needles || v_user)
    WHERE e.company_id = p_company
      AND (e.actor_user_id = p_user OR e.subject_user_id = p_user
           OR EXISTS (SELECT 1 FROM unnest(v_needles || v_user) n
                      WHERE strpos(lower(concat_ws(' ', e.label, e.entity_id, e.ip, e.user_agent, e.changes::text)),
                                   lower(n)) > 0))
    RETURNING e.id)
  SELECT min(id), count(*) INTO v_first, v_count FROM changed;
  IF v_first IS NOT NULL THEN
    SELECT e.hash INTO v_prev FROM audit_events e
    WHERE e.company_id = p_company AND e.id < v_first ORDER BY e.id DESC LIMIT 1;
    IF v_prev IS NULL THEN
      SELECT h.anchor_hash INTO v_prev FROM audit_heads h WHERE h.company_id = p_company;
    END IF;
    v_prev := coalesce(v_prev, '');
    FOR r IN SELECT * FROM audit_events e WHERE e.company_id = p_company AND e.id >= v_first ORDER BY e.id LOOP
      v_hash := audit_hash(v_prev, r.company_id, r.actor_user_id, r.actor_token_id, r.action, r.kind, r.entity_id,
        r.changes, r.at, r.ip, r.user_agent, r.object_id, r.subject_user_id, r.label);
      UPDATE audit_events SET prev_hash = v_prev, hash = v_hash WHERE id = r.id;
      v_before := v_prev;
      v_prev := v_hash;
    END LOOP;
    UPDATE audit_heads SET prev_hash = v_before, last_hash = v_prev WHERE company_id = p_company;
  END IF;
  PERFORM audit_append(p_company, 'erase', 'users', NULL,
    jsonb_build_object('events_rewritten', jsonb_build_array(NULL, v_count)), p_actor);
  RETURN v_count;
END
$$;
--> statement-breakpoint
-- The e-sign trail stays append-only; only the owner's erasure below may change the person's
-- columns of an event (and the hashes, recomputed by the app with eventHash), nothing else.
CREATE OR REPLACE FUNCTION esign_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  personal constant text[] := ARRAY['actor_name', 'actor_email', 'ip', 'user_agent', 'prev_hash', 'hash'];
BEGIN
  IF current_setting('app.esign_erase', true) = 'on' AND (to_jsonb(NEW) - personal) = (to_jsonb(OLD) - personal) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'esign_events is append-only';
END
$$;
--> statement-breakpoint
-- p_rows: [{id, actor_name, actor_email, ip, user_agent, prev_hash, hash}] of the company's events.
CREATE OR REPLACE FUNCTION gdpr_erase_esign_events(p_company uuid, p_rows jsonb) RETURNS integer
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public SET app.system = 'on'
  SET app.esign_erase = 'on' AS $$
DECLARE
  v_count integer;
BEGIN
  UPDATE esign_events e SET actor_name = r.actor_name, actor_email = r.actor_email, ip = r.ip::inet,
    user_agent = r.user_agent, prev_hash = r.prev_hash, hash = r.hash
  FROM jsonb_to_recordset(p_rows) AS r(id uuid, actor_name text, actor_email text, ip text, user_agent text,
    prev_hash text, hash text)
  WHERE e.id = r.id AND e.company_id = p_company;
  GET DIAGNOSTICS v_count = ROW_COUNT;
  RETURN v_count;
END
$$;
--> statement-breakpoint
-- Deletes an account that belongs to no company any more, with everything that hangs on it (the
-- foreign keys' cascades: sessions, avatar, email and phone changes, sign-in codes, reset links,
-- calendar feed), its sign-in counters, and the mail and SMS sent to it; its name, email and phone
-- leave the texts of other mail. Answers whether it was deleted.
CREATE OR REPLACE FUNCTION gdpr_erase_account(p_user uuid) RETURNS boolean
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public SET app.system = 'on' AS $$
DECLARE
  v_name text;
  v_email text;
  v_phone text;
  v_needles text[];
BEGIN
  SELECT u.name, u.email, u.phone INTO v_name, v_email, v_phone FROM users u WHERE u.id = p_user FOR UPDATE;
  IF NOT FOUND OR EXISTS (SELECT 1 FROM company_users cu WHERE cu.user_id = p_user) THEN RETURN false; END IF;
  v_needles := array_remove(ARRAY[v_name, v_email, v_phone], NULL);
  DELETE FROM sign_in_counters WHERE lower(email) = lower(v_email);
  DELETE FROM outbox WHERE lower(recipient) = lower(v_email) OR recipient = v_phone;
  UPDATE outbox SET subject = gdpr_scrub_text(subject, v_needles), body = gdpr_scrub_text(body, v_needles),
    last_error = gdpr_scrub_text(last_error, v_needles)
  WHERE EXISTS (SELECT 1 FROM unnest(v_needles) n
                WHERE strpos(lower(concat_ws(' ', subject, body, last_error)), lower(n)) > 0);
  DELETE FROM users WHERE id = p_user;
  RETURN true;
END
$$;
--> statement-breakpoint
-- Only the owner (the erasure service, in its own transaction) runs them.
REVOKE EXECUTE ON FUNCTION gdpr_erase_audit(uuid, uuid, text[], uuid) FROM PUBLIC, app_user;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION gdpr_erase_esign_events(uuid, jsonb) FROM PUBLIC, app_user;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION gdpr_erase_account(uuid) FROM PUBLIC, app_user;
