import { renderTemplate, TEMPLATE_EVENTS, type TemplateCode } from '@bq/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { outbox, users } from '../../db/schema.js';
import { messageTemplates, messageTemplateVersions } from '../../db/schema-messages.js';
import type { Act } from '../shared/act.js';
import { SHIPPED_TEMPLATES } from './shipped-templates.js';

/**
 * Adds the shipped texts of every event that has no template yet; never changes a saved one.
 * `now` is the app's clock, so a test's moved clock dates the shipped versions too.
 */
export async function syncTemplates(db: Db, now: Date): Promise<void> {
  for (const [code, texts] of Object.entries(SHIPPED_TEMPLATES)) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(messageTemplates)
        .values({ code, channel: TEMPLATE_EVENTS[code as TemplateCode].channel })
        .onConflictDoNothing()
        .returning({ id: messageTemplates.id });
      if (!row) return;
      await tx
        .insert(messageTemplateVersions)
        .values({ templateId: row.id, version: 1, ...texts, changedAt: now });
    });
  }
}

/** Each template with the texts of its current version (the highest), its saver's name. */
export function withCurrentTexts(db: Db | Tx) {
  return db
    .select({
      id: messageTemplates.id,
      code: messageTemplates.code,
      channel: messageTemplates.channel,
      version: messageTemplates.version,
      subject1: messageTemplateVersions.subject1,
      body1: messageTemplateVersions.body1,
      subject2: messageTemplateVersions.subject2,
      body2: messageTemplateVersions.body2,
      updatedBy: users.name,
      updatedAt: messageTemplateVersions.changedAt,
    })
    .from(messageTemplates)
    .innerJoin(
      messageTemplateVersions,
      and(
        eq(messageTemplateVersions.templateId, messageTemplates.id),
        eq(messageTemplateVersions.version, messageTemplates.version),
      ),
    )
    .leftJoin(users, eq(users.id, messageTemplateVersions.changedBy));
}

/** The current texts of an event's template in one language, for sending. */
export async function templateTexts(
  db: Db | Tx,
  code: TemplateCode,
  language: 1 | 2,
): Promise<{ subject: string; body: string } | null> {
  const [row] = await withCurrentTexts(db).where(eq(messageTemplates.code, code));
  if (!row) return null;
  return language === 1
    ? { subject: row.subject1, body: row.body1 }
    : { subject: row.subject2, body: row.body2 };
}

/** A template's subject and text in a language, its placeholders filled in. */
export async function renderedTemplate(
  db: Db | Tx,
  code: TemplateCode,
  language: 1 | 2,
  values: Record<string, string>,
): Promise<{ subject: string; body: string }> {
  const texts = await templateTexts(db, code, language);
  if (!texts) throw new Error(`no template for ${code}`);
  return {
    subject: renderTemplate(texts.subject, values),
    body: renderTemplate(texts.body, values).trim(),
  };
}

/**
 * Queues a template's mail to an address without an account's delivery choice (a visitor of the
 * hall), inside the caller's transaction: it goes once the transaction commits, or never.
 */
export async function queueTemplateMail(
  tx: Tx,
  mail: { to: string; code: TemplateCode; language: 1 | 2; values: Record<string, string> },
  now: Date,
): Promise<void> {
  const { subject, body } = await renderedTemplate(tx, mail.code, mail.language, mail.values);
  await tx
    .insert(outbox)
    .values({ toAddr: mail.to, subject, body, createdAt: now, nextAttemptAt: now });
}

/**
 * A new version of a template's texts (the old ones stay: every version is kept, and a restore
 * says which it came from); the template now reads it.
 */
export async function saveTemplateVersion(
  tx: Tx,
  act: Act,
  template: { id: number; version: number },
  texts: { subject1: string; body1: string; subject2: string; body2: string },
  restoredFrom: number | null = null,
): Promise<{ id: number; version: number }> {
  const version = template.version + 1;
  await tx.insert(messageTemplateVersions).values({
    templateId: template.id,
    version,
    ...texts,
    changedBy: act.actor,
    changedAt: act.now,
    restoredFrom,
  });
  await tx.update(messageTemplates).set({ version }).where(eq(messageTemplates.id, template.id));
  return { id: template.id, version };
}
