/**
 * scrypt's cost (log2 N) for the tests' password hashes: the seeded snapshot's, every test app's
 * and the server processes' a test starts. Production's 15 costs ~190 ms a login on one core, and
 * the suites log in thousands of times; what a login checks does not depend on the cost, and
 * test/production.test.ts holds production to at least 15.
 */
export const TEST_PASSWORD_COST = 10;
