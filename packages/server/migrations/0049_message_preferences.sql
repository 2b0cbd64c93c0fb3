-- Each person's delivery choice per event (issue 13): in-app, e-mail or both. No row: the event's
-- own channel.
CREATE TABLE message_preferences (
  user_id integer NOT NULL REFERENCES users(id),
  event_code text NOT NULL,
  delivery text NOT NULL CHECK (delivery IN ('station', 'email', 'both')),
  PRIMARY KEY (user_id, event_code)
);
