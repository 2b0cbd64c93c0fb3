-- Discount codes (docs/commerce.md "Discount codes"): staff who keep the catalogue make codes, a
-- buyer gives one at checkout, and placement freezes its share on each line it applies to.
--
-- A code is one of two kinds: a percent, in basis points (1000 = 10 %, so no float ever holds a
-- rate), or a fixed amount of money. The other column stays null, which the CHECK holds.
CREATE TABLE discount_codes (
  id serial PRIMARY KEY,
  code text NOT NULL CHECK (code <> ''),
  kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
  percent_bp integer CHECK (percent_bp BETWEEN 1 AND 10000),
  amount numeric(14, 2) CHECK (amount > 0),
  scope text NOT NULL CHECK (scope IN ('order', 'products', 'courses')),
  -- Business dates (California), both days included; null: open on that side.
  valid_from date,
  valid_to date,
  -- null: no limit.
  max_uses integer CHECK (max_uses > 0),
  max_uses_per_buyer integer CHECK (max_uses_per_buyer > 0),
  active boolean NOT NULL DEFAULT true,
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  CONSTRAINT discount_codes_kind_value CHECK (
    (kind = 'percent' AND percent_bp IS NOT NULL AND amount IS NULL)
    OR (kind = 'fixed' AND amount IS NOT NULL AND percent_bp IS NULL)
  ),
  CONSTRAINT discount_codes_dates CHECK (valid_to IS NULL OR valid_from IS NULL OR valid_to >= valid_from)
);
-- Buyers type codes in any case: SPRING10 and spring10 are one code.
CREATE UNIQUE INDEX discount_codes_code ON discount_codes (lower(code));

-- One code per order. A use counts while its order is not cancelled (a cancelled or expired
-- order gives its use back); uses are counted under the code's row lock, so two buyers racing
-- for the last one cannot both pass the count.
CREATE TABLE discount_redemptions (
  order_id integer PRIMARY KEY REFERENCES orders (id),
  code_id integer NOT NULL REFERENCES discount_codes (id),
  buyer_id integer NOT NULL REFERENCES users (id),
  amount numeric(14, 2) NOT NULL CHECK (amount >= 0),
  at timestamptz NOT NULL
);
CREATE INDEX discount_redemptions_code ON discount_redemptions (code_id, buyer_id);
