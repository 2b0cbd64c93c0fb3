/**
 * Bulk test data for the list benchmarks: N cases (default 100,000) spread over 200 extra agents plus the
 * demo agents, written by a few INSERT … SELECT FROM generate_series statements so the database
 * does the work (seconds, where row-by-row inserts would take minutes). Needs the demo data first
 * (it copies the demo agent's role and password hash). LOAD TESTING ONLY.
 */
import { sql } from 'drizzle-orm';
import { businessDateText } from '../clock/business-clock.js';
import type { Database } from '../db/index.js';

export const LARGE_AGENTS = 200;

export async function seedLargeCases(
  database: Database,
  count: number,
): Promise<{ inserted: number; ms: number }> {
  if (!Number.isInteger(count) || count < 1) throw new Error('count must be a positive integer');
  const started = Date.now();
  await database.rawTransaction(async (tx) => {
    const [demo] = await tx.query<{ hash: string; role: number }>(
      `SELECT password_hash AS hash, active_role_id AS role FROM users WHERE email = 'agent@bq.example.com'`,
    );
    if (!demo) throw new Error('seed the demo data first (agent@bq.example.com is missing)');
    await tx.exec(`
      INSERT INTO users (email, name, password_hash, kind, active_role_id)
      SELECT 'agent' || g || '@bq.large', 'Large Agent ' || g, '${demo.hash.replace(/'/g, "''")}', 'staff', ${Number(demo.role)}
      FROM generate_series(1, ${LARGE_AGENTS}) g
      ON CONFLICT (email) DO NOTHING;
      INSERT INTO user_roles (user_id, role_id)
      SELECT id, ${Number(demo.role)} FROM users WHERE email LIKE '%@bq.large'
      ON CONFLICT DO NOTHING;
      INSERT INTO agents (user_id, agent_status)
      SELECT id, 1 FROM users WHERE email LIKE '%@bq.large'
      ON CONFLICT (user_id) DO NOTHING;
    `);
    // Owners: every licensed agent, demo ones included, so a demo login sees a realistic share.
    await tx.exec(`
      -- Row-by-row counting would double the load time; the counts are rebuilt once below.
      ALTER TABLE cases DISABLE TRIGGER cases_count_rows;
      CREATE TEMP TABLE large_owners ON COMMIT DROP AS
        SELECT row_number() OVER (ORDER BY u.id) - 1 AS n, u.id
        FROM users u JOIN agents a ON a.user_id = u.id WHERE a.agent_status <> 3;

      INSERT INTO cases (case_no, type, purchase_kind, status, version, owner_id, street, unit, city,
        state, zip, address_key, apn, clients, purchase_price, list_price, loan_amount, monthly_rent,
        acceptance_date, close_of_escrow_date, commission_percent, commission_amount,
        referral_fee_percent, search_text, created_at, updated_at, submitted_at, notes)
      SELECT
        x.case_no, x.type,
        CASE WHEN x.type = 1 THEN (CASE WHEN x.g % 3 = 0 THEN 'new' ELSE 'resale' END) END,
        x.status, 1, o.id, x.street, '', x.city, 'CA', x.zip,
        lower(x.street) || ', ' || lower(x.city) || ', ca ' || x.zip,
        '', jsonb_build_array(jsonb_build_object('name', x.client, 'email', '', 'phone', '',
          'role', 'client')),
        CASE WHEN x.type IN (1, 6) THEN x.amount END,
        CASE WHEN x.type = 3 THEN x.amount END,
        CASE WHEN x.type = 4 THEN round(x.amount * 0.8, -3) END,
        CASE WHEN x.type = 5 THEN round(x.amount / 300, 0) END,
        ${businessDateText('x.created')},
        CASE WHEN x.status <> 'draft' THEN ${businessDateText("x.created + interval '35 days'")} END,
        CASE WHEN x.type IN (1, 3) THEN 2.5 END,
        CASE WHEN x.type = 5 THEN 1500 END,
        CASE WHEN x.type = 6 THEN 25 END,
        lower(x.case_no || ' ' || x.street || ', ' || x.city || ', CA ' || x.zip || ' ' || x.client),
        x.created, least(now(), x.created + (x.g % 20) * interval '1 day'),
        CASE WHEN x.status NOT IN ('draft', 'cancelled') THEN x.created + interval '2 days' END,
        'Generated for load testing.'
      FROM (
        SELECT g, s,
          'BQ-' || to_char(created, 'YYYY') || '-' || lpad(s::text, greatest(6, length(s::text)), '0')
            AS case_no,
          (ARRAY[1, 3, 4, 5, 6])[1 + g % 5] AS type,
          (ARRAY['draft', 'submitted', 'in_review', 'approved', 'closed', 'closed', 'closed',
            'cancelled'])[1 + (g * 7) % 8] AS status,
          (1 + (g * 7919) % 4000) || ' ' || (ARRAY['Oak', 'Elm', 'Maple', 'Lincoln', 'Mission',
            'Harbor', 'Sunset', 'Park', 'Lake', 'Hill', 'Cedar', 'Pine'])[1 + g % 12] || ' '
            || (ARRAY['St', 'Ave', 'Blvd', 'Dr', 'Ct'])[1 + g % 5] AS street,
          (ARRAY['San Jose', 'San Francisco', 'Fremont', 'Los Angeles', 'Irvine', 'San Diego',
            'Sacramento', 'Fresno'])[1 + g % 8] AS city,
          (95000 + g % 900)::text AS zip,
          (ARRAY['Wei', 'Lin', 'Grace', 'Tom', 'Amy', 'Ken', 'Priya', 'Omar', 'Rosa', 'Ivy'])[1 + g % 10]
            || ' ' || (ARRAY['Chen', 'Zhou', 'Park', 'Nguyen', 'Liu', 'Sato', 'Shah', 'Diaz', 'Lam',
            'Kim', 'Wang'])[1 + g % 11] AS client,
          (300000 + (g::bigint * 104729) % 2700000)::numeric(14, 2) AS amount,
          created
        FROM (
          SELECT g, nextval('case_no_seq') AS s,
            now() - ((g * 37) % 730) * interval '1 day' - (g % 86400) * interval '1 second'
              AS created
          FROM generate_series(1, ${count}) g
        ) seq
      ) x
      JOIN large_owners o ON o.n = x.g % (SELECT count(*) FROM large_owners);
    `);
    // A third of the cases split with the next agent in the list; every case has its created row.
    await tx.exec(`
      INSERT INTO case_team (case_id, user_id, percent)
      SELECT c.id, o2.id, 40
      FROM cases c
      JOIN large_owners o1 ON o1.id = c.owner_id
      JOIN large_owners o2 ON o2.n = (o1.n + 1) % (SELECT count(*) FROM large_owners)
      WHERE c.id % 3 = 0 AND c.notes = 'Generated for load testing.'
      ON CONFLICT DO NOTHING;

      ALTER TABLE cases ENABLE TRIGGER cases_count_rows;
      DELETE FROM case_counts;
      INSERT INTO case_counts (owner_id, status, type, purchase_kind, n)
      SELECT owner_id, status, type, coalesce(purchase_kind, ''), count(*) FROM cases GROUP BY 1, 2, 3, 4;

      INSERT INTO case_status_history (case_id, from_status, to_status, by_user, at, comment)
      SELECT c.id, NULL, 'draft', c.owner_id, c.created_at, 'Case created'
      FROM cases c
      WHERE c.notes = 'Generated for load testing.'
        AND NOT EXISTS (SELECT 1 FROM case_status_history h WHERE h.case_id = c.id);
    `);
  });
  // Fresh statistics so the planner picks the list indexes straight away, and a visibility map so
  // the owner and status counts are index-only scans. VACUUM cannot run inside a transaction.
  await database.db.execute(sql`VACUUM ANALYZE cases`);
  await database.db.execute(sql`VACUUM ANALYZE case_team`);
  return { inserted: count, ms: Date.now() - started };
}
