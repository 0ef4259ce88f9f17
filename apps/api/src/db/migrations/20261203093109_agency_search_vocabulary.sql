-- Issue 24 item 5: a broad search ("smith") over 20,000 agencies matched 12,773 of them by reading
-- every matching agency's words (24 ms) and then each matching company (27 ms) to count them and
-- take the newest ten. Now the search is first matched against the platform's vocabulary (each word
-- once, a few short rows), the agencies holding one of the words found come exactly from an index
-- of the words as an array, and each agency's words row carries what the list counts and orders by.
CREATE TABLE "agency_search_vocabulary" (
	"root_id" integer NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "agency_search_vocabulary_root_id_word_pk" PRIMARY KEY("root_id","word")
);
--> statement-breakpoint
ALTER TABLE "agency_search_vocabulary" ADD CONSTRAINT "agency_search_vocabulary_root_id_companies_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_search_vocabulary_trgm" ON "agency_search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Written only by refresh_agency_search_words (as the tables' owner); read by a platform's callers.
ALTER TABLE agency_search_vocabulary ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON agency_search_vocabulary TO lead_tenant USING (root_id = (select lead_scope_platform())) WITH CHECK (root_id = (select lead_scope_platform()));--> statement-breakpoint
ALTER TABLE "agency_search_words" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "agency_search_words" ADD COLUMN "path" "ltree";--> statement-breakpoint
ALTER TABLE "agency_search_words" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agency_search_words" ADD COLUMN "company_name" text;--> statement-breakpoint
UPDATE agency_search_words w SET parent_id = c.parent_id, path = c.path, created_at = c.created_at, company_name = c.company_name
  FROM companies c WHERE c.id = w.agency_id;--> statement-breakpoint
ALTER TABLE "agency_search_words" ALTER COLUMN "path" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_search_words" ALTER COLUMN "created_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_search_words" ALTER COLUMN "company_name" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "agency_search_words_terms" ON "agency_search_words" USING gin (string_to_array(btrim("words"), ' '));--> statement-breakpoint
-- The agencies of a platform holding one of the words (looked up in its vocabulary), with what the
-- list counts and orders them by. A function, as the tables' owner: row-level security keeps an
-- operator that is not leakproof (&& on arrays) away from the index, and the scan it falls back to
-- splits every agency's words (300 ms at 20,000 agencies). It checks what the policy would: a caller
-- on the tenant role reads its own platform's agencies only, when its scope is the whole platform.
-- The planner counts splitting the words as cheap and would scan for a common word: the index is the
-- way (no recheck: the array index answers && exactly).
CREATE FUNCTION agencies_with_words(platform integer, said_words text[])
  RETURNS TABLE (agency_id integer, parent_id integer, path ltree, created_at timestamptz, company_name text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp SET enable_seqscan = off ROWS 5000 AS $$
  SELECT w.agency_id, w.parent_id, w.path, w.created_at, w.company_name FROM agency_search_words w
  WHERE string_to_array(btrim(w.words), ' ') && said_words AND w.root_id = platform
    AND (current_setting('role') <> 'lead_tenant' OR platform = lead_scope_platform())
$$;--> statement-breakpoint
-- As before (migration agency_search_words), with the agency's own columns, and each new word added
-- to its platform's vocabulary (in word order, so two refreshes at once wait for each other in the
-- same order). As the tables' owner: the vocabulary is the platform's, whichever caller added a client.
CREATE OR REPLACE FUNCTION refresh_agency_search_words(agency_ids integer[]) RETURNS void LANGUAGE sql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
  DELETE FROM agency_search_words w WHERE w.agency_id = ANY(agency_ids)
    AND NOT EXISTS (SELECT 1 FROM companies a WHERE a.id = w.agency_id AND a.kind = 'agency');
  WITH refreshed AS (
    INSERT INTO agency_search_words AS current (agency_id, words, parent_id, path, created_at, company_name)
    SELECT a.id, ' ' || coalesce(string_agg(DISTINCT word, ' ') FILTER (WHERE word <> ''), '') || ' ',
      a.parent_id, a.path, a.created_at, a.company_name
    FROM companies a
    CROSS JOIN LATERAL (
      SELECT a.company_name AS text
      UNION ALL
      SELECT c.company_name FROM companies c
      WHERE c.parent_id = a.id AND c.kind = 'client' AND c.removed_at IS NULL
      UNION ALL
      SELECT said.text FROM users u CROSS JOIN LATERAL (VALUES (u.name), (u.email)) AS said(text)
      WHERE u.company_id = a.id AND u.user_type = 'userdownline' AND u.removed_at IS NULL
      UNION ALL
      -- Each branch by its own index (companies by parent, users by company): one OR over both scanned
      -- every user for each agency.
      SELECT said.text FROM companies c JOIN users u ON u.company_id = c.id
      CROSS JOIN LATERAL (VALUES (u.name), (u.email)) AS said(text)
      WHERE c.parent_id = a.id AND u.user_type = 'client' AND u.removed_at IS NULL
    ) strings
    CROSS JOIN LATERAL regexp_split_to_table(lower(strings.text), '[ \t\n\r\f\v@.]+') AS word
    WHERE a.id = ANY(agency_ids) AND a.kind = 'agency'
    GROUP BY a.id
    ORDER BY a.id
    ON CONFLICT (agency_id) DO UPDATE SET words = excluded.words, parent_id = excluded.parent_id,
      path = excluded.path, created_at = excluded.created_at, company_name = excluded.company_name
    WHERE (current.words, current.parent_id, current.path, current.created_at, current.company_name)
      IS DISTINCT FROM (excluded.words, excluded.parent_id, excluded.path, excluded.created_at, excluded.company_name)
    RETURNING current.agency_id, current.words)
  -- The platform from the company itself: the words row's copy may still be on its way (a path
  -- written after the company's id was known).
  INSERT INTO agency_search_vocabulary (root_id, word)
  SELECT DISTINCT a.root_id, word FROM refreshed r JOIN companies a ON a.id = r.agency_id
  CROSS JOIN LATERAL unnest(string_to_array(btrim(r.words), ' ')) AS word
  WHERE a.root_id IS NOT NULL AND word <> ''
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
-- A company whose path changes (a placeholder written before its id was known) copies it too.
DROP TRIGGER companies_agency_words_updated ON companies;--> statement-breakpoint
CREATE TRIGGER companies_agency_words_updated
  AFTER UPDATE OF company_name, removed_at, parent_id, kind, path ON companies FOR EACH ROW
  WHEN (OLD.company_name IS DISTINCT FROM NEW.company_name OR OLD.removed_at IS DISTINCT FROM NEW.removed_at
    OR OLD.parent_id IS DISTINCT FROM NEW.parent_id OR OLD.kind IS DISTINCT FROM NEW.kind
    OR OLD.path IS DISTINCT FROM NEW.path)
  EXECUTE FUNCTION agency_words_of_changed_company();--> statement-breakpoint
INSERT INTO agency_search_vocabulary (root_id, word)
SELECT DISTINCT w.root_id, word FROM agency_search_words w
CROSS JOIN LATERAL unnest(string_to_array(btrim(w.words), ' ')) AS word
WHERE w.root_id IS NOT NULL AND word <> ''
ON CONFLICT DO NOTHING;--> statement-breakpoint
ANALYZE agency_search_words, agency_search_vocabulary;
