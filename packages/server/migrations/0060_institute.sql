-- The institute (issue 15): courses, their sessions and lecturers, registrations with the
-- waitlist and certificates, calendar feeds, cover images, lecturer and coach profiles.

-- One row: what courses choose their category and tags from. 0 tags = unlimited.
CREATE TABLE course_properties (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  categories jsonb NOT NULL DEFAULT '[]',
  tags jsonb NOT NULL DEFAULT '[]',
  max_tags integer NOT NULL DEFAULT 0 CHECK (max_tags >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO course_properties (id) VALUES (1);

-- Money and hours are numeric, never float. first_starts_at is kept by the save so the hall
-- sorts by it without touching the sessions table.
CREATE TABLE courses (
  id serial PRIMARY KEY,
  title_zh text NOT NULL DEFAULT '',
  title_en text NOT NULL DEFAULT '',
  description_zh text NOT NULL DEFAULT '',
  description_en text NOT NULL DEFAULT '',
  category text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  online boolean NOT NULL DEFAULT false,
  price numeric(10, 2) NOT NULL DEFAULT 0 CHECK (price >= 0),
  ce_hours numeric(5, 1) NOT NULL DEFAULT 0 CHECK (ce_hours >= 0),
  seats integer NOT NULL CHECK (seats >= 1),
  cover_url text,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'closed')),
  version integer NOT NULL DEFAULT 1,
  first_starts_at timestamptz,
  created_by integer NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX courses_status_first ON courses (status, first_starts_at);

CREATE TABLE course_lecturers (
  course_id integer NOT NULL REFERENCES courses(id),
  user_id integer NOT NULL REFERENCES users(id),
  PRIMARY KEY (course_id, user_id)
);
CREATE INDEX course_lecturers_user ON course_lecturers (user_id);

CREATE TABLE course_sessions (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses(id),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  place text NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX course_sessions_course ON course_sessions (course_id, starts_at);

-- Append-only in spirit: a cancellation keeps its row, and registering again adds a new one.
-- The partial unique indexes hold "one active registration per person per course" even when
-- two registrations race.
CREATE TABLE registrations (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses(id),
  user_id integer REFERENCES users(id),
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  kind text NOT NULL CHECK (kind IN ('staff', 'tourist', 'outsider')),
  status text NOT NULL CHECK (status IN ('enrolled', 'waitlisted', 'cancelled', 'completed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz,
  completed_at timestamptz,
  certificate_code text UNIQUE
);
CREATE UNIQUE INDEX registrations_one_active_user ON registrations (course_id, user_id)
  WHERE user_id IS NOT NULL AND status IN ('enrolled', 'waitlisted');
CREATE UNIQUE INDEX registrations_one_active_email ON registrations (course_id, lower(email))
  WHERE user_id IS NULL AND status IN ('enrolled', 'waitlisted');
CREATE INDEX registrations_course ON registrations (course_id, status, created_at, id);
CREATE INDEX registrations_user ON registrations (user_id);

-- A person's private calendar feed: the token in the address is the only secret.
CREATE TABLE calendar_tokens (
  user_id integer PRIMARY KEY REFERENCES users(id),
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Cover images: the storage key is a random UUID, so the public address does not leak others.
CREATE TABLE course_covers (
  key text PRIMARY KEY,
  mime text NOT NULL,
  size integer NOT NULL,
  uploaded_by integer NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE lecturer_profiles (
  user_id integer PRIMARY KEY REFERENCES users(id),
  bio_zh text NOT NULL DEFAULT '',
  bio_en text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE coach_profiles (
  agent_id integer PRIMARY KEY REFERENCES agents(id),
  bio text NOT NULL DEFAULT '',
  specialties jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE coach_sessions (
  id serial PRIMARY KEY,
  coach_agent_id integer NOT NULL REFERENCES agents(id),
  mentee_agent_id integer NOT NULL REFERENCES agents(id),
  day date NOT NULL,
  minutes integer NOT NULL CHECK (minutes BETWEEN 1 AND 600),
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coach_sessions_coach ON coach_sessions (coach_agent_id, day);
