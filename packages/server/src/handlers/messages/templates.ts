import {
  type Contract,
  MODULE_IDS,
  TEMPLATE_EVENTS,
  type TemplateChannel,
  type TemplateCode,
  unknownVariables,
  unknownVariablesMessage,
} from '@bq/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx, Handler, SessionUser } from '../../context.js';
import type { Db, Tx } from '../../db/index.js';
import { countAndPage, countWhere } from '../../db/query-helpers.js';
import { outbox, users } from '../../db/schema.js';
import { messageTemplates, messageTemplateVersions } from '../../db/schema-messages.js';
import { saveTemplateVersion, withCurrentTexts } from '../../domain/messages/templates.js';
import { conflict, fieldsRefused, forbidden, notFound } from '../../envelope.js';

/**
 * Message templates: one per event, append-only versions, the current one being the
 * highest. A save sends the version it opened (409 when someone saved meanwhile) and is refused
 * when a text uses a variable its event does not fill in.
 */

type TemplateCall = Contract['messageEmail'];
const TEXT_FIELDS = ['subject1', 'body1', 'subject2', 'body2'] as const;
const MODULE_OF: Record<TemplateChannel, string> = {
  email: MODULE_IDS['messagecenter/email'],
  station: MODULE_IDS['messagecenter/message'],
};

const eventOf = (code: string) =>
  Object.hasOwn(TEMPLATE_EVENTS, code) ? TEMPLATE_EVENTS[code as TemplateCode] : null;

async function current(db: Db | Tx, channel: TemplateChannel) {
  const rows = await withCurrentTexts(db)
    .where(eq(messageTemplates.channel, channel))
    .orderBy(messageTemplates.id);
  return rows.flatMap((row) => {
    const event = eventOf(row.code);
    if (!event) return [];
    return [
      {
        ...row,
        name: event.name,
        variables: [...event.variables],
        updatedAt: row.updatedAt.toISOString(),
      },
    ];
  });
}

/** The template, locked, when the caller may edit its channel. */
async function editable(tx: Tx, ctx: Ctx, id: number, channel?: TemplateChannel) {
  const [row] = await tx
    .select()
    .from(messageTemplates)
    .where(eq(messageTemplates.id, id))
    .for('update');
  if (!row || (channel && row.channel !== channel)) throw notFound('Template');
  if (!ctx.user?.modules.has(MODULE_OF[row.channel])) throw forbidden();
  return row;
}

type Texts = Record<(typeof TEXT_FIELDS)[number], string>;

function checkVariables(code: string, texts: Texts): void {
  const known = eventOf(code)?.variables ?? [];
  const problems = TEXT_FIELDS.flatMap((field) => {
    const unknown = unknownVariables(texts[field], known);
    return unknown.length ? [{ field, message: unknownVariablesMessage(unknown, known) }] : [];
  });
  if (problems.length) throw fieldsRefused(problems);
}

const changedMeanwhile = () =>
  conflict('This template was saved by someone else meanwhile; reload to see their version');

// Typed by request and answer only, so one function serves both families' paths.
type Plain<C extends TemplateCall[keyof TemplateCall]> = (
  input: z.output<C['request']>,
  ctx: Ctx<SessionUser>,
) => Promise<z.input<C['response']>>;

function family(channel: TemplateChannel) {
  const getTemplateList: Plain<TemplateCall['getTemplateList']> = async ({ keyword }, ctx) => {
    const needle = keyword?.trim().toLowerCase();
    const list = await current(ctx.db, channel);
    return {
      list: needle
        ? list.filter((t) => `${t.name} ${t.code}`.toLowerCase().includes(needle))
        : list,
    };
  };
  const updateTemplate: Plain<TemplateCall['updateTemplate']> = async (input, ctx) =>
    ctx.db.transaction(async (tx) => {
      const template = await editable(tx, ctx, input.id, channel);
      checkVariables(template.code, input);
      if (template.version !== input.version) throw changedMeanwhile();
      const { subject1, body1, subject2, body2 } = input;
      return saveTemplateVersion(tx, ctx.act(), template, { subject1, body1, subject2, body2 });
    });
  return { getTemplateList, updateTemplate };
}

/** The mails sent or waiting, for administrators: state and attempts, never text or codes. */
const getOutbox: Handler<Contract['messageEmail']['getOutbox']> = async (
  { status, pageNum, pageSize },
  ctx,
) => {
  const where = status ? eq(outbox.status, status) : undefined;
  const { total, list } = await countAndPage(
    { pageNum, pageSize },
    () => countWhere(ctx.db, outbox, where),
    (limit, offset) =>
      ctx.db
        .select()
        .from(outbox)
        .where(where)
        .orderBy(desc(outbox.id))
        .limit(limit)
        .offset(offset),
  );
  return {
    total,
    list: list.map((m) => ({
      id: m.id,
      to: m.toAddr,
      subject: m.subject,
      status: m.status,
      attempts: m.attempts,
      lastError: m.lastError,
      messageId: m.messageId,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
  };
};

export const emailTemplates = { ...family('email'), getOutbox };
export const stationTemplates = family('station');

export const messageTemplate = {
  async getVersions({ id }, ctx) {
    const list = await ctx.db.transaction(async (tx) => {
      await editable(tx, ctx, id);
      return tx
        .select({
          version: messageTemplateVersions.version,
          subject1: messageTemplateVersions.subject1,
          body1: messageTemplateVersions.body1,
          subject2: messageTemplateVersions.subject2,
          body2: messageTemplateVersions.body2,
          changedBy: users.name,
          changedAt: messageTemplateVersions.changedAt,
          restoredFrom: messageTemplateVersions.restoredFrom,
        })
        .from(messageTemplateVersions)
        .leftJoin(users, eq(users.id, messageTemplateVersions.changedBy))
        .where(eq(messageTemplateVersions.templateId, id))
        .orderBy(desc(messageTemplateVersions.version));
    });
    return { list: list.map((v) => ({ ...v, changedAt: v.changedAt.toISOString() })) };
  },
  async restore({ id, version, currentVersion }, ctx) {
    return ctx.db.transaction(async (tx) => {
      const template = await editable(tx, ctx, id);
      if (template.version !== currentVersion) throw changedMeanwhile();
      const [old] = await tx
        .select()
        .from(messageTemplateVersions)
        .where(
          and(
            eq(messageTemplateVersions.templateId, id),
            eq(messageTemplateVersions.version, version),
          ),
        );
      if (!old) throw notFound('Template version');
      const { subject1, body1, subject2, body2 } = old;
      return saveTemplateVersion(
        tx,
        ctx.act(),
        template,
        { subject1, body1, subject2, body2 },
        version,
      );
    });
  },
} satisfies { [K in keyof Contract['messageTemplate']]: Handler<Contract['messageTemplate'][K]> };
