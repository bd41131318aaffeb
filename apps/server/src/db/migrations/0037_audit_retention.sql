-- Retention of the audit log (docs/audit.md): a company's events older than its
-- audit_retention_years are removed by the owner's function below, called by the daily job
-- (jobs/audit-retention.ts). The application's role may not call it.
--
-- In one transaction: locks the company's head (no event is appended meanwhile), removes the
-- oldest events up to the first one at or after the cutoff (a prefix of the chain by id, so what
-- stays is one unbroken line; an event written in a transaction that started before the cutoff
-- but committed after an older one is kept with it), in batches, re-anchors the chain at the
-- prev_hash of the oldest kept event (the head's last hash when none remain), then appends the
-- event of meaning `purge` with the cutoff and the count. Answers the count removed.
CREATE FUNCTION audit_purge(p_company uuid, p_cutoff timestamptz) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  batch constant integer := 10000;
  v_bound bigint;
  v_count integer;
  v_removed integer := 0;
  v_anchor text;
BEGIN
  PERFORM 1 FROM audit_heads WHERE company_id = p_company FOR UPDATE;
  IF NOT FOUND THEN RETURN 0; END IF;
  -- The first kept event: the oldest one at or after the cutoff (none: every event goes).
  SELECT min(id) INTO v_bound FROM audit_events WHERE company_id = p_company AND at >= p_cutoff;
  LOOP
    DELETE FROM audit_events WHERE id IN (
      SELECT id FROM audit_events
      WHERE company_id = p_company AND (v_bound IS NULL OR id < v_bound)
      ORDER BY id LIMIT batch);
    GET DIAGNOSTICS v_count = ROW_COUNT;
    v_removed := v_removed + v_count;
    EXIT WHEN v_count < batch;
  END LOOP;
  IF v_removed = 0 THEN RETURN 0; END IF;
  SELECT prev_hash INTO v_anchor FROM audit_events WHERE company_id = p_company ORDER BY id LIMIT 1;
  UPDATE audit_heads SET anchor_hash = coalesce(v_anchor, last_hash) WHERE company_id = p_company;
  PERFORM audit_append(p_company, 'purge', 'audit_events', NULL,
    jsonb_build_object('before', jsonb_build_array(NULL, p_cutoff), 'removed', jsonb_build_array(NULL, v_removed)),
    NULL);
  RETURN v_removed;
END
$$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION audit_purge(uuid, timestamptz) FROM PUBLIC;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION audit_purge(uuid, timestamptz) FROM app_user;
