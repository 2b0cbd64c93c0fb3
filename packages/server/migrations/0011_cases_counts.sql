-- Case list speed at 100,000 cases (issue 6 §5).

-- Exact list totals without counting rows: the number of cases per owner, status, type and
-- purchase kind, kept by a trigger in the same transaction as the case write. search answers
-- `total` from here whenever the filters are only these columns (the tabs and the type filter).
CREATE TABLE case_counts (
  owner_id integer NOT NULL,
  status text NOT NULL,
  type smallint NOT NULL,
  purchase_kind text NOT NULL DEFAULT '',
  n integer NOT NULL,
  PRIMARY KEY (owner_id, status, type, purchase_kind)
);

CREATE FUNCTION case_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE case_counts SET n = n - 1
    WHERE owner_id = OLD.owner_id AND status = OLD.status AND type = OLD.type
      AND purchase_kind = coalesce(OLD.purchase_kind, '');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO case_counts (owner_id, status, type, purchase_kind, n)
    VALUES (NEW.owner_id, NEW.status, NEW.type, coalesce(NEW.purchase_kind, ''), 1)
    ON CONFLICT (owner_id, status, type, purchase_kind) DO UPDATE SET n = case_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER cases_count_rows
AFTER INSERT OR DELETE OR UPDATE OF owner_id, status, type, purchase_kind ON cases
FOR EACH ROW EXECUTE FUNCTION case_counts_track();

INSERT INTO case_counts (owner_id, status, type, purchase_kind, n)
SELECT owner_id, status, type, coalesce(purchase_kind, ''), count(*)
FROM cases GROUP BY 1, 2, 3, 4;

-- Descending sorts keep empty prices and close dates last, which the ascending indexes of
-- 0010 cannot serve backwards (they would put NULLs first).
CREATE INDEX cases_price_desc_idx ON cases(price DESC NULLS LAST, id DESC);
CREATE INDEX cases_close_desc_idx ON cases(close_of_escrow_date DESC NULLS LAST, id DESC);
-- A keyword that looks like a case number is matched as a prefix of case_no.
CREATE INDEX cases_case_no_prefix_idx ON cases(case_no text_pattern_ops);
