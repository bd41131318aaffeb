-- A signed event pins the signature as stored, the consent version and the document's hash in its chained content (docs/esign.md). Adding a column changes no row: the append-only trigger is not touched, and older events keep the hashes they were given.
ALTER TABLE "esign_events" ADD COLUMN "evidence" jsonb;
