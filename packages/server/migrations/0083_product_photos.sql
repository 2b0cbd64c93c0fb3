-- Product photos (issue 25): the images marketing uploads in the product editor, stored as the
-- course covers are (files/checked-upload.ts) and served at /api/product-photo/<key>. A product
-- names only addresses this upload answered.

CREATE TABLE product_photos (
  key text PRIMARY KEY,
  mime text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  uploaded_by integer NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
