-- Issue 23 item 3: keys the servers share and keep across restarts, made by the first server that
-- needs one (INSERT … ON CONFLICT DO NOTHING, then read back, so all servers on one database agree).
-- Only the device cookies' HMAC key lives here, when DEVICE_COOKIE_SECRET is not set. Failed
-- logins from a known device go in login_failures with scope 'device' and the cookie's nonce as key.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL
);
