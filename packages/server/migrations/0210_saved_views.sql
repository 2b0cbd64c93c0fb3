-- Saved views of the portal's lists (bq/view/*; docs/decisions/portal.md "Saved views and column
-- controls"). A view is a named query string of one list: the portal writes and reads the query,
-- the server only keeps it and decides who sees it. Times come from the app's clock, never now().

-- `role_id` null: only its owner sees it; else every holder of that role does. A name is unique per
-- owner and list, so "save as" an existing name saves over it instead of making a twin.
CREATE TABLE saved_views (
  id serial PRIMARY KEY,
  list_key text NOT NULL CHECK (list_key ~ '^[a-z][a-z0-9.-]*$' AND char_length(list_key) <= 60),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role_id integer REFERENCES roles(id) ON DELETE SET NULL,
  query text NOT NULL CHECK (char_length(query) <= 2000),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX saved_views_owner_name ON saved_views (owner_id, list_key, name);
CREATE INDEX saved_views_list_role ON saved_views (list_key, role_id) WHERE role_id IS NOT NULL;

-- One default view per person per list (the primary key); it goes with its view.
CREATE TABLE saved_view_defaults (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  list_key text NOT NULL,
  view_id integer NOT NULL REFERENCES saved_views(id) ON DELETE CASCADE,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, list_key)
);
CREATE INDEX saved_view_defaults_view ON saved_view_defaults (view_id);
