CREATE TABLE "agency_search_words" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"words" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_search_words" ADD CONSTRAINT "agency_search_words_agency_id_companies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_search_words_trgm" ON "agency_search_words" USING gin ("words" gin_trgm_ops);--> statement-breakpoint
-- Each agency's search words: its name, its live clients' names, and the names and e-mails of the
-- owners the tree list's search reads (tenant-list.ts, companySearch), lower-cased (as ILIKE
-- compares), split at the separators below, each word once. A search without a separator is in one
-- of a string's words exactly when it is in the string, so `words like '%smith%'` answers what the
-- three searches over companies and users answer, from one short row per agency. The separators are
-- said again in tenant-list.ts (SEARCH_WORD_SEPARATORS); a test compares both searches.
CREATE FUNCTION refresh_agency_search_words(agency_ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM agency_search_words w WHERE w.agency_id = ANY(agency_ids)
    AND NOT EXISTS (SELECT 1 FROM companies a WHERE a.id = w.agency_id AND a.kind = 'agency');
  INSERT INTO agency_search_words AS current (agency_id, words)
  SELECT a.id, ' ' || coalesce(string_agg(DISTINCT word, ' ') FILTER (WHERE word <> ''), '') || ' '
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
  ON CONFLICT (agency_id) DO UPDATE SET words = excluded.words
  WHERE current.words IS DISTINCT FROM excluded.words;
$$;--> statement-breakpoint
-- Inserted or deleted companies, one statement at a time (a seed inserts thousands): each agency
-- they touch is refreshed once.
CREATE FUNCTION agency_words_of_companies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_agency_search_words(array(
    SELECT DISTINCT CASE WHEN kind = 'agency' THEN id ELSE parent_id END FROM changed_companies
    WHERE kind IN ('agency', 'client') ORDER BY 1));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_agency_words_inserted AFTER INSERT ON companies
  REFERENCING NEW TABLE AS changed_companies
  FOR EACH STATEMENT EXECUTE FUNCTION agency_words_of_companies();--> statement-breakpoint
CREATE TRIGGER companies_agency_words_deleted AFTER DELETE ON companies
  REFERENCING OLD TABLE AS changed_companies
  FOR EACH STATEMENT EXECUTE FUNCTION agency_words_of_companies();--> statement-breakpoint
-- A renamed, removed or moved company: rare, so row by row, and only when a searched column changed.
CREATE FUNCTION agency_words_of_changed_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_agency_search_words(array(
    SELECT DISTINCT agency FROM unnest(array[
      CASE OLD.kind WHEN 'agency' THEN OLD.id WHEN 'client' THEN OLD.parent_id END,
      CASE NEW.kind WHEN 'agency' THEN NEW.id WHEN 'client' THEN NEW.parent_id END]) AS agency
    WHERE agency IS NOT NULL ORDER BY 1));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_agency_words_updated
  AFTER UPDATE OF company_name, removed_at, parent_id, kind ON companies FOR EACH ROW
  WHEN (OLD.company_name IS DISTINCT FROM NEW.company_name OR OLD.removed_at IS DISTINCT FROM NEW.removed_at
    OR OLD.parent_id IS DISTINCT FROM NEW.parent_id OR OLD.kind IS DISTINCT FROM NEW.kind)
  EXECUTE FUNCTION agency_words_of_changed_company();--> statement-breakpoint
-- Owners (an agency's userdownline account, a client's client account) as the search maps them.
CREATE FUNCTION agency_words_of_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_agency_search_words(array(
    SELECT DISTINCT CASE WHEN u.user_type = 'client' THEN c.parent_id ELSE c.id END
    FROM changed_users u JOIN companies c ON c.id = u.company_id
    WHERE u.user_type IN ('userdownline', 'client') ORDER BY 1));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_agency_words_inserted AFTER INSERT ON users
  REFERENCING NEW TABLE AS changed_users
  FOR EACH STATEMENT EXECUTE FUNCTION agency_words_of_users();--> statement-breakpoint
CREATE TRIGGER users_agency_words_deleted AFTER DELETE ON users
  REFERENCING OLD TABLE AS changed_users
  FOR EACH STATEMENT EXECUTE FUNCTION agency_words_of_users();--> statement-breakpoint
CREATE FUNCTION agency_words_of_changed_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_agency_search_words(array(
    SELECT DISTINCT CASE WHEN said.user_type = 'client' THEN c.parent_id ELSE c.id END
    FROM (VALUES (OLD.company_id, OLD.user_type), (NEW.company_id, NEW.user_type)) AS said(company_id, user_type)
    JOIN companies c ON c.id = said.company_id
    WHERE said.user_type IN ('userdownline', 'client') ORDER BY 1));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_agency_words_updated
  AFTER UPDATE OF name, email, removed_at, user_type, company_id ON users FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.removed_at IS DISTINCT FROM NEW.removed_at OR OLD.user_type IS DISTINCT FROM NEW.user_type
    OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION agency_words_of_changed_user();--> statement-breakpoint
SELECT refresh_agency_search_words(array(SELECT id FROM companies WHERE kind = 'agency' ORDER BY id));
