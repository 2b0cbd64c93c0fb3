/**
 * The signed-out screens' limits, apart from the rest of FIELD_LIMITS so the login screen's first
 * load carries these few numbers and not the whole table (FIELD_LIMITS.auth is this object).
 */
export const AUTH_LIMITS = {
  /** The source of truth of the contract's `PASSWORD_MIN`. */
  password: { min: 8, max: 128 },
  /** The password typed at login is only checked for presence (old accounts may be shorter). */
  loginPassword: { min: 1, max: 128 },
  /** The user's name at registration. */
  name: { max: 100 },
  code: {
    length: 6,
    /** Default of the server's CODE_TTL_MINUTES; the message people read quotes it. */
    ttlMinutes: 10,
    /** Default of CODE_RESEND_SECONDS: one code per address this often. */
    resendSeconds: 60,
    /** Default of CODE_MAX_TRIES: wrong tries before the code is spent. */
    maxTries: 5,
  },
  /**
   * The second step of a sign-in: a 6-digit code from the authenticator app or a recovery code
   * (`abcde-fghjk`, spaces and dashes ignored).
   */
  twoStepCode: { min: 1, max: 20 },
  /** The challenge the password step answers, handed back with the code. */
  twoStepChallenge: { min: 1, max: 100 },
} as const;
