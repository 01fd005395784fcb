-- The edge worker's store (server/edge/d1Store.ts): one row per record the lead relays keep, by folder and name, as
-- the Node server's outbox keeps one file per record (docs/leads.md, "Leads on Cloudflare Workers").
-- Applied by `npx wrangler d1 migrations apply agency-leads --remote` (and by `npm run serve:edge` locally).
CREATE TABLE records (
  -- consultations, contact, newsletter-emails (sign-ups not confirmed yet), newsletter (subscribers), sent (ids sent)
  folder TEXT NOT NULL,
  -- the lead's id; a subscriber's keyed hash
  name TEXT NOT NULL,
  -- the record as JSON: when it was received, the lead as the visitor sent it, its e-mail
  record TEXT NOT NULL,
  -- when it was kept, ISO 8601 in UTC (2026-11-28T09:14:05.123Z): the retention's clock
  kept_at TEXT NOT NULL,
  -- One record per name: the first complete one is kept, as the outbox's link(2) keeps the first file.
  PRIMARY KEY (folder, name)
);

CREATE INDEX records_by_kept_at ON records (kept_at);
