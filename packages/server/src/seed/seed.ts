import { flattenModules } from '@bq/contract';
import { count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/crypto.js';
import type { Db } from '../db/index.js';
import {
  agentAdminConfigs,
  agents,
  messages,
  modules,
  orgs,
  roleModules,
  roles,
  tourists,
  userRoles,
  users,
} from '../db/schema.js';
import { applications, approvalRecords } from '../db/schema-applications.js';
import { demoApplications } from './demo-applications.js';
import { seedDemoCases } from './demo-cases.js';
import { seedDemoCoachAndDre } from './demo-coach-dre.js';
import { seedDemoCommerce } from './demo-commerce.js';
import { DEMO_DUTIES, DEMO_ORGS, DEMO_PASSWORD, DEMO_ROLES, DEMO_USERS } from './demo-data.js';
import { seedDemoInstitute } from './demo-institute.js';
import { seedDemoPayroll } from './demo-payroll.js';
import { seedDemoPeople } from './demo-people.js';

/**
 * Brings the modules table in line with the contract's MODULE_TREE on every start, so a module id
 * added to the contract needs no migration. Ids are never deleted (roles may reference them).
 */
export async function syncModules(db: Db): Promise<void> {
  const rows = flattenModules().map((m, sort) => ({ ...m, sort }));
  await db
    .insert(modules)
    .values(rows)
    .onConflictDoUpdate({
      target: modules.id,
      set: {
        parentId: sql`excluded.parent_id`,
        key: sql`excluded.key`,
        title: sql`excluded.title`,
        kind: sql`excluded.kind`,
        sort: sql`excluded.sort`,
      },
    });
}

/** Inserts the demo data in one transaction when the database has no users; returns whether it did. */
export async function seedIfEmpty(db: Db, passwordCost: number, at: Date): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  // One hash for all: the demo password is shared and published anyway, and scrypt is slow on purpose.
  const demoHash = await hashPassword(DEMO_PASSWORD, passwordCost);
  await db.transaction(async (tx) => {
    const dutyIds = new Map<string, number>();
    for (const name of DEMO_DUTIES) {
      const [row] = await tx.insert(roles).values({ name }).returning({ id: roles.id });
      if (row) dutyIds.set(name, row.id);
    }
    const roleIds = new Map<string, number>();
    for (const [key, role] of Object.entries(DEMO_ROLES)) {
      const [row] = await tx
        .insert(roles)
        .values({ name: role.name, parentId: dutyIds.get(role.duty) ?? null })
        .returning({ id: roles.id });
      if (!row) continue;
      roleIds.set(key, row.id);
      await tx
        .insert(roleModules)
        .values([...new Set(role.modules)].map((moduleId) => ({ roleId: row.id, moduleId })));
    }

    const branchIds: number[] = [];
    for (const { region, branches } of DEMO_ORGS) {
      const [r] = await tx
        .insert(orgs)
        .values({ name: region, type: 1 })
        .returning({ id: orgs.id });
      const inserted = await tx
        .insert(orgs)
        .values(branches.map((name) => ({ name, type: 2 as const, parentId: r?.id ?? null })))
        .returning({ id: orgs.id });
      branchIds.push(...inserted.map((b) => b.id));
    }

    const now = at.getTime();
    for (const [i, demo] of DEMO_USERS.entries()) {
      const [u] = await tx
        .insert(users)
        .values({
          email: demo.email,
          name: demo.name,
          kind: demo.kind,
          passwordHash: demoHash,
          activeRoleId: demo.roles[0] ? (roleIds.get(demo.roles[0]) ?? null) : null,
        })
        .returning({ id: users.id });
      if (!u) continue;
      if (demo.roles.length > 0) {
        await tx
          .insert(userRoles)
          .values(demo.roles.map((r) => ({ userId: u.id, roleId: roleIds.get(r) ?? 0 })));
      }
      if (demo.agent) {
        const [a] = await tx
          .insert(agents)
          .values({
            userId: u.id,
            agentStatus: demo.agent.status,
            licenseNo: demo.agent.status === 3 ? '' : `DRE-0${2100000 + i}`,
            branchId: branchIds[i % branchIds.length] ?? null,
          })
          .returning({ id: agents.id });
        if (a) {
          await tx.insert(agentAdminConfigs).values({
            agentId: a.id,
            mentorCertificate: demo.agent.mentorCertificate,
            boardMember: demo.agent.boardMember,
            companyEmail: demo.email.replace('@bq.example.com', '@bqrealty.example'),
          });
        }
      }
      if (demo.kind === 'tourist') {
        await tx
          .insert(tourists)
          .values({ userId: u.id, name: demo.name, phone: '(415) 555-0142' });
      }
      const mail = Array.from({ length: demo.unread + demo.read }, (_, n) => ({
        userId: u.id,
        title: n === 0 ? 'Welcome to the BQ portal' : `Notice ${n + 1}`,
        content: 'This is a demo message.',
        sender: 'BQ Office',
        status: (n < demo.unread ? 0 : 1) as 0 | 1,
        createdAt: new Date(now - n * 3_600_000),
      }));
      if (mail.length > 0) await tx.insert(messages).values(mail);
      const apps = demoApplications(
        { id: u.id, name: demo.name, isAgent: Boolean(demo.agent) },
        demo.pendingOwn,
        now,
      );
      if (apps.length > 0) {
        const sent = await tx
          .insert(applications)
          .values(apps)
          .returning({ id: applications.id, at: applications.submittedAt });
        // Each was sent like any other: its 'submitted' record, so the detail's records and
        // stepper say who sent it and when.
        await tx.insert(approvalRecords).values(
          sent.map(({ id, at }) => ({
            applicationId: id,
            step: 1,
            action: 'submitted' as const,
            actorId: u.id,
            createdAt: at ?? new Date(now),
          })),
        );
      }
    }
    await seedDemoCases(tx, at);
    await seedDemoPeople(tx, new Date(now));
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@bq.example.com'));
    await seedDemoCoachAndDre(tx, admin?.id ?? 0);
    await seedDemoInstitute(tx, new Date(now));
    await seedDemoCommerce(tx, new Date(now));
    await seedDemoPayroll(tx, new Date(now));
  });
  return true;
}
