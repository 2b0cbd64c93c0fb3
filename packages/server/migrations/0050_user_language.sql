-- The language a person reads (issue 13): 1 Chinese, 2 English. Mail and messages sent to them
-- come from the templates in it. English until they choose (the portal's language toggle).
ALTER TABLE users ADD COLUMN language_type smallint NOT NULL DEFAULT 2 CHECK (language_type IN (1, 2));
