-- drizzle-kit can enable but not force row level security; forcing applies it to the table owner too.
ALTER TABLE companies FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE company_users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE permissions FORCE ROW LEVEL SECURITY;
