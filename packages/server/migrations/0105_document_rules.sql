-- Transaction documents (issue 27 item 2; docs/decisions/system.md, "System configuration (issue 27)"):
-- which documents each kind of case requires and which it may carry, as configuration instead of
-- the contract's former constant. Rules are VERSIONED: a save adds a version (rows are never
-- changed), a case keeps the version it was created under (cases.doc_rule_id), a new version
-- applies to cases created after it. The scopes are the case types, a purchase split by kind
-- (new construction has a builder contract).

CREATE TABLE doc_rules (
  id serial PRIMARY KEY,
  scope text NOT NULL CHECK (scope IN ('purchase-resale', 'purchase-new', 'listing', 'mortgage',
    'property-management', 'referral')),
  version integer NOT NULL CHECK (version >= 1),
  -- Null for the seeded first versions (today's set when the configuration came in).
  created_by integer REFERENCES users(id),
  created_at timestamptz NOT NULL,
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 300),
  UNIQUE (scope, version)
);

CREATE TABLE doc_rule_items (
  rule_id integer NOT NULL REFERENCES doc_rules(id),
  position smallint NOT NULL CHECK (position >= 0),
  doc_key text NOT NULL CHECK (doc_key ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(doc_key) <= 40),
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 120),
  required boolean NOT NULL,
  PRIMARY KEY (rule_id, doc_key),
  UNIQUE (rule_id, position)
);

-- A version is history a case points at: never rewritten, never removed.
CREATE FUNCTION doc_rules_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'document rules are versioned: add a version instead of changing one';
END $$;
CREATE TRIGGER doc_rules_append_only BEFORE UPDATE OR DELETE ON doc_rules
  FOR EACH ROW EXECUTE FUNCTION doc_rules_append_only();
CREATE TRIGGER doc_rule_items_append_only BEFORE UPDATE OR DELETE ON doc_rule_items
  FOR EACH ROW EXECUTE FUNCTION doc_rules_append_only();

-- The version a case was created under; null for rows inserted without one (the demo seed),
-- which read the version in force at their created_at.
ALTER TABLE cases ADD COLUMN doc_rule_id integer REFERENCES doc_rules(id);

INSERT INTO doc_rules (scope, version, created_at, note) VALUES
  ('purchase-resale', 1, '2000-01-01T00:00:00Z', 'The set before the configuration'),
  ('purchase-new', 1, '2000-01-01T00:00:00Z', 'The set before the configuration'),
  ('listing', 1, '2000-01-01T00:00:00Z', 'The set before the configuration'),
  ('mortgage', 1, '2000-01-01T00:00:00Z', 'The set before the configuration'),
  ('property-management', 1, '2000-01-01T00:00:00Z', 'The set before the configuration'),
  ('referral', 1, '2000-01-01T00:00:00Z', 'The set before the configuration');

INSERT INTO doc_rule_items (rule_id, position, doc_key, label, required)
SELECT r.id, i.position, i.doc_key, i.label, i.required
FROM doc_rules r JOIN (VALUES
  ('purchase-resale', 0, 'purchase-agreement', 'Residential purchase agreement (RPA)', true),
  ('purchase-resale', 1, 'agency-disclosure', 'Agency relationship disclosure (AD)', false),
  ('purchase-resale', 2, 'buyer-advisory', 'Buyer inspection advisory', false),
  ('purchase-resale', 3, 'escrow-instructions', 'Escrow instructions', false),
  ('purchase-resale', 4, 'other', 'Other document', false),
  ('purchase-new', 0, 'builder-contract', 'Builder purchase contract', true),
  ('purchase-new', 1, 'buyer-registration', 'Buyer registration with the builder', false),
  ('purchase-new', 2, 'agency-disclosure', 'Agency relationship disclosure (AD)', false),
  ('purchase-new', 3, 'other', 'Other document', false),
  ('listing', 0, 'listing-agreement', 'Residential listing agreement (RLA)', true),
  ('listing', 1, 'seller-disclosure', 'Transfer disclosure statement (TDS)', false),
  ('listing', 2, 'agency-disclosure', 'Agency relationship disclosure (AD)', false),
  ('listing', 3, 'other', 'Other document', false),
  ('mortgage', 0, 'loan-application', 'Uniform residential loan application', true),
  ('mortgage', 1, 'loan-estimate', 'Loan estimate', false),
  ('mortgage', 2, 'closing-disclosure', 'Closing disclosure', false),
  ('mortgage', 3, 'other', 'Other document', false),
  ('property-management', 0, 'management-agreement', 'Property management agreement', true),
  ('property-management', 1, 'lease-agreement', 'Lease agreement', false),
  ('property-management', 2, 'move-in-inspection', 'Move-in inspection', false),
  ('property-management', 3, 'other', 'Other document', false),
  ('referral', 0, 'referral-agreement', 'Referral agreement', true),
  ('referral', 1, 'referral-invoice', 'Referral fee invoice', false),
  ('referral', 2, 'other', 'Other document', false)
) AS i (scope, position, doc_key, label, required) ON i.scope = r.scope;

UPDATE cases c SET doc_rule_id = r.id
FROM doc_rules r
WHERE r.version = 1 AND r.scope = CASE c.type
  WHEN 1 THEN CASE WHEN c.purchase_kind = 'new' THEN 'purchase-new' ELSE 'purchase-resale' END
  WHEN 3 THEN 'listing' WHEN 4 THEN 'mortgage' WHEN 5 THEN 'property-management'
  ELSE 'referral' END;
