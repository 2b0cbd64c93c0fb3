-- Disclosure templates and document review (issue 27 item 3): per kind of case and party, the
-- checklist of disclosures (each names the document type that carries it); a reviewer accepts or
-- rejects each uploaded document, a rejection with its reason, which the case's agent reads.

CREATE TABLE disclosure_items (
  id serial PRIMARY KEY,
  scope text NOT NULL CHECK (scope IN ('purchase-resale', 'purchase-new', 'listing', 'mortgage',
    'property-management', 'referral')),
  party text NOT NULL CHECK (party IN ('buyer', 'seller', 'borrower', 'landlord', 'tenant',
    'client')),
  position smallint NOT NULL CHECK (position >= 0),
  doc_key text NOT NULL CHECK (doc_key ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(doc_key) <= 40),
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 120),
  UNIQUE (scope, party, doc_key)
);

-- The latest decision on a document (the case's history keeps every one). Removed with it.
CREATE TABLE case_document_reviews (
  document_id integer PRIMARY KEY REFERENCES case_documents(id) ON DELETE CASCADE,
  decision text NOT NULL CHECK (decision IN ('accepted', 'rejected')),
  reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 500),
  by_user integer NOT NULL REFERENCES users(id),
  at timestamptz NOT NULL,
  -- A rejection says why: the agent must know what to fix.
  CHECK (decision = 'accepted' OR length(btrim(reason)) > 0)
);

INSERT INTO disclosure_items (scope, party, position, doc_key, label) VALUES
  ('purchase-resale', 'buyer', 0, 'agency-disclosure', 'Agency relationship disclosure signed by the buyer'),
  ('purchase-resale', 'buyer', 1, 'buyer-advisory', 'Buyer inspection advisory acknowledged'),
  ('purchase-new', 'buyer', 0, 'agency-disclosure', 'Agency relationship disclosure signed by the buyer'),
  ('listing', 'seller', 0, 'seller-disclosure', 'Transfer disclosure statement by the seller'),
  ('listing', 'seller', 1, 'agency-disclosure', 'Agency relationship disclosure signed by the seller'),
  ('mortgage', 'borrower', 0, 'closing-disclosure', 'Closing disclosure received by the borrower'),
  ('property-management', 'tenant', 0, 'move-in-inspection', 'Move-in inspection signed by the tenant');
