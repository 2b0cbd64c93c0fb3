-- One durable job queue for the background work of every server process (docs/operations.md
-- "Background jobs"): a job is claimed with FOR UPDATE SKIP LOCKED, held by a lease its worker
-- renews, and taken up by another process when the lease runs out (its process died). Times come
-- from the app's clock, never now(), so the tests set them.

-- state: queued (waits for run_at), running (a worker holds the lease), succeeded, failed (the
-- work refused itself: retrying cannot help), dead (its attempts ran out: the dead letter).
CREATE TABLE jobs (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9.-]*$' AND char_length(kind) <= 60),
  payload jsonb NOT NULL DEFAULT '{}',
  state text NOT NULL DEFAULT 'queued'
    CHECK (state IN ('queued', 'running', 'succeeded', 'failed', 'dead')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL DEFAULT 5 CHECK (max_attempts BETWEEN 1 AND 1000),
  run_at timestamptz NOT NULL,
  locked_by text,
  lease_until timestamptz,
  last_error text CHECK (char_length(last_error) <= 2000),
  -- A job asked for twice while the first still lives (a sweep on two processes) is one job.
  dedupe_key text CHECK (char_length(dedupe_key) <= 200),
  created_at timestamptz NOT NULL,
  finished_at timestamptz,
  CHECK ((state = 'running') = (lease_until IS NOT NULL))
);
-- What a worker claims: the next due queued job, or a running one whose lease ran out.
CREATE INDEX jobs_due ON jobs (run_at) WHERE state IN ('queued', 'running');
CREATE INDEX jobs_state_kind ON jobs (state, kind, id);
CREATE UNIQUE INDEX jobs_dedupe ON jobs (kind, dedupe_key)
  WHERE dedupe_key IS NOT NULL AND state IN ('queued', 'running');

-- One row per attempt, written when it starts and closed once when it ends (never deleted): who
-- ran it, from when to when, and how it ended. An attempt whose process died is closed by the
-- worker that takes the job over, as failed with "lease expired".
CREATE TABLE job_attempts (
  id serial PRIMARY KEY,
  job_id integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  attempt integer NOT NULL CHECK (attempt >= 1),
  worker text NOT NULL,
  started_at timestamptz NOT NULL,
  ended_at timestamptz,
  outcome text NOT NULL DEFAULT 'running' CHECK (outcome IN ('running', 'succeeded', 'failed')),
  error text CHECK (char_length(error) <= 2000),
  UNIQUE (job_id, attempt)
);
