-- Transaction cases (issue 6): cases, team split, documents, status history and change audit.

-- Case numbers are BQ-<year>-<this sequence, zero-padded to 6>; a global sequence keeps them
-- unique without a per-year counter row that every create would have to lock.
CREATE SEQUENCE case_no_seq;

CREATE TABLE cases (
  id serial PRIMARY KEY,
  case_no text NOT NULL UNIQUE,
  type smallint NOT NULL CHECK (type IN (1, 3, 4, 5, 6)),
  purchase_kind text CHECK (purchase_kind IN ('new', 'resale')),
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'submitted', 'in_review', 'approved', 'closed', 'cancelled')),
  version integer NOT NULL DEFAULT 1,
  owner_id integer NOT NULL REFERENCES users(id),
  street text NOT NULL DEFAULT '',
  unit text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT '',
  zip text NOT NULL DEFAULT '',
  address_key text NOT NULL DEFAULT '',
  apn text NOT NULL DEFAULT '',
  clients jsonb NOT NULL DEFAULT '[]',
  purchase_price numeric(14, 2) CHECK (purchase_price >= 0),
  list_price numeric(14, 2) CHECK (list_price >= 0),
  loan_amount numeric(14, 2) CHECK (loan_amount >= 0),
  monthly_rent numeric(14, 2) CHECK (monthly_rent >= 0),
  -- The type's main amount, for sorting and the dashboard's volume (one index instead of four).
  price numeric(14, 2) GENERATED ALWAYS AS (
    CASE type WHEN 1 THEN purchase_price WHEN 3 THEN list_price WHEN 4 THEN loan_amount
      WHEN 5 THEN monthly_rent ELSE purchase_price END
  ) STORED,
  acceptance_date date,
  escrow_open_date date,
  contingency_removal_date date,
  close_of_escrow_date date,
  escrow jsonb NOT NULL DEFAULT '{}',
  title jsonb NOT NULL DEFAULT '{}',
  lender jsonb NOT NULL DEFAULT '{}',
  other_side jsonb NOT NULL DEFAULT '{}',
  commission_percent numeric(7, 4) CHECK (commission_percent BETWEEN 0 AND 100),
  commission_amount numeric(14, 2) CHECK (commission_amount >= 0),
  referral_fee_percent numeric(7, 4) CHECK (referral_fee_percent BETWEEN 0 AND 100),
  notes text NOT NULL DEFAULT '',
  -- Lower-cased case number, address and client names: what the list's keyword matches.
  search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz,
  CHECK ((type = 1) = (purchase_kind IS NOT NULL))
);
-- The list: an agent's own cases by status and recency; everyone's by status, type, recency.
CREATE INDEX cases_owner_status_updated_idx ON cases(owner_id, status, updated_at DESC, id DESC);
CREATE INDEX cases_owner_updated_idx ON cases(owner_id, updated_at DESC, id DESC);
CREATE INDEX cases_status_updated_idx ON cases(status, updated_at DESC, id DESC);
CREATE INDEX cases_type_updated_idx ON cases(type, updated_at DESC, id DESC);
CREATE INDEX cases_updated_idx ON cases(updated_at DESC, id DESC);
CREATE INDEX cases_created_idx ON cases(created_at DESC, id DESC);
CREATE INDEX cases_price_idx ON cases(price, id);
CREATE INDEX cases_close_idx ON cases(close_of_escrow_date, id);
CREATE INDEX cases_address_key_idx ON cases(address_key) WHERE address_key <> '';

CREATE TABLE case_team (
  case_id integer NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id),
  percent numeric(5, 2) NOT NULL CHECK (percent BETWEEN 0 AND 100),
  PRIMARY KEY (case_id, user_id)
);
-- "Cases whose team split names me".
CREATE INDEX case_team_user_idx ON case_team(user_id, case_id);

CREATE TABLE case_documents (
  id serial PRIMARY KEY,
  case_id integer NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  doc_type text NOT NULL,
  file_name text NOT NULL,
  mime text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  content bytea NOT NULL,
  uploaded_by integer NOT NULL REFERENCES users(id),
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX case_documents_case_idx ON case_documents(case_id);

CREATE TABLE case_status_history (
  id serial PRIMARY KEY,
  case_id integer NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  from_status text,
  to_status text NOT NULL,
  by_user integer NOT NULL REFERENCES users(id),
  at timestamptz NOT NULL DEFAULT now(),
  comment text NOT NULL DEFAULT ''
);
CREATE INDEX case_status_history_case_idx ON case_status_history(case_id, at DESC);

-- Who changed what when, besides status moves: saves (with the form keys changed), uploads.
CREATE TABLE case_changes (
  id serial PRIMARY KEY,
  case_id integer NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  action text NOT NULL,
  fields text[] NOT NULL DEFAULT '{}',
  by_user integer NOT NULL REFERENCES users(id),
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX case_changes_case_idx ON case_changes(case_id, at DESC);
