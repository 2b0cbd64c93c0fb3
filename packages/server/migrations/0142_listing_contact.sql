-- What contact a listing publishes on its share page and flyer, chosen by its agent: the phone
-- (the default; the e-mail when the agent has no phone), the e-mail, or both.
ALTER TABLE listings
  ADD COLUMN contact_shown text NOT NULL DEFAULT 'phone' CHECK (contact_shown IN ('phone', 'email', 'both'));
