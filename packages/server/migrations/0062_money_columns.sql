-- One column type for money (issue 22): a course price is numeric(14, 2) like every other amount,
-- so one contract limit and one money type cover them all. Widening keeps every stored value.
ALTER TABLE courses ALTER COLUMN price TYPE numeric(14, 2);
