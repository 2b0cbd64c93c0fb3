-- Commission Disbursement Authorizations (docs/finance-closings.md "The CDA"): what the office
-- tells title/escrow to disburse out of a case's commission, priced by the closing's own
-- computation. Each regeneration whose content differs is a new version; the last one stands,
-- the one before it is superseded. A closing of a case with a CDA posts only the numbers of its
-- approved latest version.
CREATE TABLE cda_versions (
  id serial PRIMARY KEY,
  case_id integer NOT NULL REFERENCES cases(id),
  version integer NOT NULL CHECK (version >= 1),
  status text NOT NULL CHECK (status IN ('generated', 'approved', 'superseded')),
  gross numeric(14, 2) NOT NULL CHECK (gross >= 0),
  company text NOT NULL CHECK (length(company) BETWEEN 1 AND 150),
  contact text NOT NULL CHECK (length(contact) <= 100),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  file_no text NOT NULL CHECK (length(file_no) BETWEEN 1 AND 50),
  instructions text NOT NULL CHECK (length(instructions) BETWEEN 1 AND 500),
  -- The content a regeneration compares (numbers, recipient, instructions), hashed.
  fingerprint text NOT NULL,
  -- Gross above the office's amount when generated: the approver is someone else.
  needs_second_person boolean NOT NULL,
  generated_by integer NOT NULL REFERENCES users(id),
  generated_at timestamptz NOT NULL,
  approved_by integer REFERENCES users(id),
  approved_at timestamptz,
  superseded_at timestamptz,
  sent_by integer REFERENCES users(id),
  sent_at timestamptz,
  outbox_id integer UNIQUE REFERENCES outbox(id),
  UNIQUE (case_id, version),
  CHECK ((approved_by IS NULL) = (approved_at IS NULL)),
  CHECK (status <> 'approved' OR approved_at IS NOT NULL),
  CHECK ((status = 'superseded') = (superseded_at IS NOT NULL)),
  -- Nobody approves their own work above the office's amount.
  CHECK (NOT needs_second_person OR approved_by IS DISTINCT FROM generated_by),
  CHECK ((sent_at IS NULL) = (outbox_id IS NULL) AND (sent_at IS NULL) = (sent_by IS NULL)),
  CHECK (sent_at IS NULL OR approved_at IS NOT NULL)
);
-- One standing version per case, and so one approved version at a time.
CREATE UNIQUE INDEX cda_versions_one_standing ON cda_versions (case_id)
  WHERE status <> 'superseded';
CREATE UNIQUE INDEX cda_versions_one_approved ON cda_versions (case_id)
  WHERE status = 'approved';

-- Each team member's part of the version, as case_commissions keeps a closing's.
CREATE TABLE cda_shares (
  version_id integer NOT NULL REFERENCES cda_versions(id),
  user_id integer NOT NULL REFERENCES users(id),
  member_name text NOT NULL,
  team_percent numeric(5, 2) NOT NULL,
  gross numeric(14, 2) NOT NULL,
  referral_fee numeric(14, 2) NOT NULL,
  office_amount numeric(14, 2) NOT NULL,
  transaction_fee numeric(14, 2) NOT NULL,
  coach_id integer REFERENCES users(id),
  coach_name text,
  coach_amount numeric(14, 2) NOT NULL,
  agent_amount numeric(14, 2) NOT NULL,
  PRIMARY KEY (version_id, user_id),
  CHECK (gross = referral_fee + office_amount + transaction_fee + coach_amount + agent_amount),
  CHECK (coach_amount = 0 OR coach_id IS NOT NULL)
);

-- A version keeps what it says: only its state moves (generated → approved or superseded,
-- approved → superseded), its approval and its sending are written once, and it is never removed.
CREATE FUNCTION cda_version_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'cda_versions is a record: a CDA version is never removed';
  END IF;
  IF (NEW.id, NEW.case_id, NEW.version, NEW.gross, NEW.company, NEW.contact, NEW.email,
      NEW.file_no, NEW.instructions, NEW.fingerprint, NEW.needs_second_person, NEW.generated_by,
      NEW.generated_at)
     IS DISTINCT FROM
     (OLD.id, OLD.case_id, OLD.version, OLD.gross, OLD.company, OLD.contact, OLD.email,
      OLD.file_no, OLD.instructions, OLD.fingerprint, OLD.needs_second_person, OLD.generated_by,
      OLD.generated_at) THEN
    RAISE EXCEPTION 'a CDA version is never changed: generate a new version';
  END IF;
  IF NEW.status <> OLD.status AND NOT (
       (OLD.status = 'generated' AND NEW.status IN ('approved', 'superseded'))
       OR (OLD.status = 'approved' AND NEW.status = 'superseded')) THEN
    RAISE EXCEPTION 'a CDA version cannot go from % to %', OLD.status, NEW.status;
  END IF;
  IF OLD.approved_at IS NOT NULL
     AND (NEW.approved_at, NEW.approved_by) IS DISTINCT FROM (OLD.approved_at, OLD.approved_by) THEN
    RAISE EXCEPTION 'a CDA version is approved once';
  END IF;
  IF OLD.sent_at IS NOT NULL
     AND (NEW.sent_at, NEW.sent_by, NEW.outbox_id) IS DISTINCT FROM
         (OLD.sent_at, OLD.sent_by, OLD.outbox_id) THEN
    RAISE EXCEPTION 'a CDA version is sent once';
  END IF;
  IF OLD.sent_at IS NULL AND NEW.sent_at IS NOT NULL AND NEW.status <> 'approved' THEN
    RAISE EXCEPTION 'only the approved CDA version is sent';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER cda_versions_kept BEFORE UPDATE OR DELETE ON cda_versions
  FOR EACH ROW EXECUTE FUNCTION cda_version_kept();

-- A version's shares are written with it, while it is generated, and never after.
CREATE FUNCTION cda_shares_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    RAISE EXCEPTION 'cda_shares is append-only: a CDA version keeps its numbers';
  END IF;
  IF (SELECT status FROM cda_versions WHERE id = NEW.version_id) <> 'generated' THEN
    RAISE EXCEPTION 'a CDA version past generated keeps its numbers: generate a new version';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER cda_shares_kept BEFORE INSERT OR UPDATE OR DELETE ON cda_shares
  FOR EACH ROW EXECUTE FUNCTION cda_shares_kept();

-- As migration 0141: a history is never emptied at once.
CREATE TRIGGER cda_versions_never_emptied BEFORE TRUNCATE ON cda_versions
  FOR EACH STATEMENT EXECUTE FUNCTION history_never_emptied();
CREATE TRIGGER cda_shares_never_emptied BEFORE TRUNCATE ON cda_shares
  FOR EACH STATEMENT EXECUTE FUNCTION history_never_emptied();
