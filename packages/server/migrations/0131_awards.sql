-- Award programmes, their confirmed winners and ceremony photos (issue 28 item 3).

-- A programme ranks agents of one closed period by a measure: the top N, or everyone at or above
-- a threshold. It may be edited until a person confirms its winners; then it is fixed.
CREATE TABLE award_programmes (
  id serial PRIMARY KEY,
  name text NOT NULL,
  period_key text NOT NULL CHECK (period_key ~ '^\d{4}(-(0[1-9]|1[0-2])|-Q[1-4])?$'),
  measure text NOT NULL CHECK (measure IN ('volume', 'sides')),
  rule text NOT NULL CHECK (rule IN ('top', 'threshold')),
  top_n integer CHECK (top_n BETWEEN 1 AND 100),
  -- Volume in dollars (numeric) or sides in hundredths, as the measure says.
  threshold numeric(14, 2) CHECK (threshold > 0),
  created_by integer NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL,
  confirmed_by integer REFERENCES users(id),
  confirmed_at timestamptz,
  CHECK ((rule = 'top') = (top_n IS NOT NULL) AND (rule = 'threshold') = (threshold IS NOT NULL)),
  CHECK ((confirmed_by IS NULL) = (confirmed_at IS NULL))
);

CREATE FUNCTION award_programmes_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.confirmed_at IS NOT NULL THEN
    RAISE EXCEPTION 'award programme % is confirmed or removed: it never changes', OLD.id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER award_programmes_no_change BEFORE UPDATE OR DELETE ON award_programmes
  FOR EACH ROW EXECUTE FUNCTION award_programmes_fixed();

-- The winners as confirmed: rank, the figure and the name as the snapshot had them.
CREATE TABLE award_winners (
  programme_id integer NOT NULL REFERENCES award_programmes(id),
  user_id integer NOT NULL REFERENCES users(id),
  rank integer NOT NULL CHECK (rank >= 1),
  name text NOT NULL,
  -- Dollars for volume, sides as text (`1.50`) for sides.
  value text NOT NULL,
  PRIMARY KEY (programme_id, user_id)
);
CREATE TRIGGER award_winners_no_change BEFORE UPDATE OR DELETE ON award_winners
  FOR EACH ROW EXECUTE FUNCTION production_append_only();

-- Ceremony photos of a programme, stored as product photos are (files/checked-upload.ts) and
-- served at /api/award-photo/<key>.
CREATE TABLE award_photos (
  key text PRIMARY KEY,
  programme_id integer NOT NULL REFERENCES award_programmes(id),
  caption text NOT NULL DEFAULT '',
  mime text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  uploaded_by integer NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL
);
CREATE INDEX award_photos_programme_idx ON award_photos(programme_id, created_at);
