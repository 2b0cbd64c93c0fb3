-- Listings (issue 27 items 1, 7, 8; docs/decisions/listings.md, "Listings (issue 27)"): an agent's
-- property listings with RESO Data Dictionary fields, their photos, the templates that lay out
-- the share page and the flyer, every status move with who and when, and the share link's views.

CREATE TABLE listing_templates (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  layout text NOT NULL CHECK (layout IN ('hero', 'grid')),
  accent text NOT NULL CHECK (accent IN ('navy', 'forest', 'burgundy', 'charcoal')),
  headline_en text NOT NULL DEFAULT '' CHECK (length(headline_en) <= 120),
  headline_zh text NOT NULL DEFAULT '' CHECK (length(headline_zh) <= 120),
  show_features boolean NOT NULL DEFAULT true,
  show_remarks boolean NOT NULL DEFAULT true,
  flyer_photos smallint NOT NULL CHECK (flyer_photos IN (1, 3, 5)),
  owner_id integer NOT NULL REFERENCES users(id),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE listings (
  id serial PRIMARY KEY,
  -- RESO ListAgentKey: the agent who lists it (and owns it in the portal).
  list_agent_id integer NOT NULL REFERENCES users(id),
  property_type text NOT NULL CHECK (property_type IN ('Residential', 'ResidentialIncome',
    'ResidentialLease', 'CommercialSale', 'CommercialLease', 'Land', 'Farm', 'ManufacturedInPark',
    'BusinessOpportunity')),
  standard_status text NOT NULL CHECK (standard_status IN ('ComingSoon', 'Active',
    'ActiveUnderContract', 'Pending', 'Hold', 'Withdrawn', 'Expired', 'Closed', 'Canceled')),
  unparsed_address text NOT NULL CHECK (length(unparsed_address) BETWEEN 1 AND 200),
  unit_number text NOT NULL DEFAULT '',
  city text NOT NULL,
  state_or_province text NOT NULL CHECK (state_or_province ~ '^[A-Z]{2}$'),
  postal_code text NOT NULL CHECK (postal_code ~ '^[0-9]{5}(-[0-9]{4})?$'),
  -- US dollars (RESO ListPrice), read and written through the money module.
  list_price numeric(14, 2) NOT NULL CHECK (list_price >= 0),
  bedrooms_total smallint NOT NULL CHECK (bedrooms_total BETWEEN 0 AND 99),
  bathrooms_total_integer smallint NOT NULL CHECK (bathrooms_total_integer BETWEEN 0 AND 99),
  -- Square feet, both.
  living_area integer CHECK (living_area >= 0),
  lot_size_area integer CHECK (lot_size_area >= 0),
  year_built smallint CHECK (year_built >= 1700),
  public_remarks_en text NOT NULL DEFAULT '',
  public_remarks_zh text NOT NULL DEFAULT '',
  features jsonb NOT NULL DEFAULT '[]',
  -- Addresses of listing_photos, in the order shown (the first is the cover); at most 50.
  photos jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_array_length(photos) <= 50),
  template_id integer REFERENCES listing_templates(id) ON DELETE SET NULL,
  -- The share link's random part: made on first share, kept when the link is switched off.
  share_token text UNIQUE,
  share_enabled boolean NOT NULL DEFAULT false,
  share_views integer NOT NULL DEFAULT 0 CHECK (share_views >= 0),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  -- RESO ModificationTimestamp.
  modified_at timestamptz NOT NULL,
  CHECK (NOT share_enabled OR share_token IS NOT NULL)
);
CREATE INDEX listings_agent ON listings (list_agent_id, modified_at DESC);

-- Every status a listing took, with who and when (RESO HistoryTransactional, for StandardStatus).
CREATE TABLE listing_status_history (
  id serial PRIMARY KEY,
  listing_id integer NOT NULL REFERENCES listings(id),
  from_status text,
  to_status text NOT NULL,
  changed_by integer NOT NULL REFERENCES users(id),
  changed_at timestamptz NOT NULL
);
CREATE INDEX listing_status_history_listing ON listing_status_history (listing_id, id);

CREATE FUNCTION listing_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'listing status history is append-only';
END $$;
CREATE TRIGGER listing_status_history_no_change BEFORE UPDATE OR DELETE ON listing_status_history
  FOR EACH ROW EXECUTE FUNCTION listing_history_append_only();

-- A listing's status is the last one its history recorded: checked at commit, so the domain writes
-- the listing and its history row in one transaction in either order.
CREATE FUNCTION listing_status_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM listing_status_history h
    WHERE h.listing_id = NEW.id AND h.to_status = NEW.standard_status
      AND h.id = (SELECT max(id) FROM listing_status_history WHERE listing_id = NEW.id)
  ) THEN
    RAISE EXCEPTION 'listing % status % has no history row', NEW.id, NEW.standard_status;
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER listings_status_recorded AFTER INSERT OR UPDATE OF standard_status
  ON listings DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION listing_status_recorded();

-- The photos the listing editor uploaded, stored as product photos are (files/checked-upload.ts)
-- and served at /api/listing-photo/<key>.
CREATE TABLE listing_photos (
  key text PRIMARY KEY,
  mime text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  uploaded_by integer NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per visitor (a hash of the client address, never the address) per listing per
-- business day: a view is counted once a day per visitor, so reloading cannot inflate it.
CREATE TABLE listing_share_views (
  listing_id integer NOT NULL REFERENCES listings(id),
  visitor text NOT NULL,
  day date NOT NULL,
  PRIMARY KEY (listing_id, visitor, day)
);
