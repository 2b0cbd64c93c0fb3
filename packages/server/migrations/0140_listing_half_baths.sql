-- Half baths (a toilet and a sink, no tub or shower), kept beside the whole bathrooms so a
-- listing reads "2.5 baths" (RESO BathroomsHalf). Existing listings had no way to say they have one.
ALTER TABLE listings
  ADD COLUMN bathrooms_half smallint NOT NULL DEFAULT 0 CHECK (bathrooms_half BETWEEN 0 AND 99);
