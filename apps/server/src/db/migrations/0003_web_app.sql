-- The built-in web app; sessions record which app they were opened from.
INSERT INTO apps (app_id, name) VALUES ('web', 'Web app') ON CONFLICT DO NOTHING;
