-- Idempotency keys are kept 30 days (src/idempotency/retention.ts): long enough for any retry of a
-- lost answer, short enough that the table does not grow with every decision ever made. The sweep
-- deletes by age, so the age is indexed.
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
