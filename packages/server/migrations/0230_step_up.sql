-- Step-up (docs/auth.md "Step-up"): when this session last proved itself with an authenticator
-- code or a recovery code (the sign-in's second step, enrolment, `general/twoStep/stepUp`). The
-- calls that move money run only while it is within STEP_UP_MINUTES of the app's clock. Null: no
-- code yet in this session (a password-only sign-in).
ALTER TABLE sessions ADD COLUMN step_up_at timestamptz;
