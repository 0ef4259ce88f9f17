ALTER TABLE "companies" ADD COLUMN "owner_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A company's owner (its one userdownline or client account, users_company_owner_unique) has a card:
-- the tree list's card filter reads this column, so counting 20,000 filtered agencies needs no join
-- to their owners and their cards. Recomputed for the owners whose cards a statement touched.
CREATE FUNCTION mark_owner_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies c SET owner_card = EXISTS (SELECT 1 FROM payment_cards pc WHERE pc.user_id = u.id)
  FROM users u
  WHERE u.company_id = c.id AND u.user_type IN ('userdownline', 'client')
    AND u.id IN (SELECT user_id FROM changed_cards)
    AND c.owner_card IS DISTINCT FROM EXISTS (SELECT 1 FROM payment_cards pc WHERE pc.user_id = u.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payment_cards_owner_card_added AFTER INSERT ON payment_cards
  REFERENCING NEW TABLE AS changed_cards
  FOR EACH STATEMENT EXECUTE FUNCTION mark_owner_cards();--> statement-breakpoint
CREATE TRIGGER payment_cards_owner_card_removed AFTER DELETE ON payment_cards
  REFERENCING OLD TABLE AS changed_cards
  FOR EACH STATEMENT EXECUTE FUNCTION mark_owner_cards();--> statement-breakpoint
UPDATE companies c SET owner_card = true
FROM users u
WHERE u.company_id = c.id AND u.user_type IN ('userdownline', 'client')
  AND EXISTS (SELECT 1 FROM payment_cards pc WHERE pc.user_id = u.id);
