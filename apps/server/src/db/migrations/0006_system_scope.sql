-- Scheduled jobs (due reminders) work across companies: withSystem() sets app.system for
-- its transaction only. Request handlers never set it.
CREATE OR REPLACE FUNCTION app_is_system() RETURNS boolean
  LANGUAGE sql STABLE AS
$$ SELECT coalesce(current_setting('app.system', true), '') = 'on' $$;
