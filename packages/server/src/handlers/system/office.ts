import type { FamilyHandlers } from '../../context.js';
import {
  addMember,
  endMember,
  getAssociation,
  listAssociations,
  saveAssociation,
} from '../../domain/system/associations.js';
import { listDictionary, saveDictionaryEntry } from '../../domain/system/dictionary.js';
import { listLinks, saveLink, visibleLinks } from '../../domain/system/links.js';
import { systemOverview } from '../../domain/system/overview.js';
import {
  getRecruitment,
  listRecruitments,
  saveRecruitment,
} from '../../domain/system/recruitments.js';

/**
 * The office's lists under `/system`; the rules are in
 * domain/system/{dictionary,associations,recruitments,links}.ts.
 */
export const officeDictionary: FamilyHandlers<'officeDictionary'> = {
  async list({ kind }, ctx) {
    return { list: await listDictionary(ctx.db, kind) };
  },
  async save(input, ctx) {
    return ctx.db.transaction((tx) => saveDictionaryEntry(tx, ctx.act(), input));
  },
};

export const association: FamilyHandlers<'association'> = {
  async list(input, ctx) {
    return listAssociations(ctx.db, input);
  },
  async get({ id }, ctx) {
    return getAssociation(ctx.db, id);
  },
  async save(input, ctx) {
    return ctx.db.transaction((tx) => saveAssociation(tx, ctx.act(), input));
  },
  async addMember(input, ctx) {
    return ctx.db.transaction((tx) => addMember(tx, ctx.act(), input));
  },
  async endMember({ id }, ctx) {
    await ctx.db.transaction((tx) => endMember(tx, ctx.act(), id));
    return null;
  },
};

export const recruitment: FamilyHandlers<'recruitment'> = {
  async list(input, ctx) {
    return listRecruitments(ctx.db, input);
  },
  async get({ id }, ctx) {
    return getRecruitment(ctx.db, id);
  },
  async save(input, ctx) {
    return ctx.db.transaction((tx) => saveRecruitment(tx, ctx.act(), input));
  },
};

export const externalLink: FamilyHandlers<'externalLink'> = {
  async list(_input, ctx) {
    return { list: await listLinks(ctx.db) };
  },
  async save(input, ctx) {
    return ctx.db.transaction((tx) => saveLink(tx, ctx.act(), input));
  },
  async visible(_input, ctx) {
    return { list: await visibleLinks(ctx.db) };
  },
};

export const overview: FamilyHandlers<'systemOverview'> = {
  async get(_input, ctx) {
    return systemOverview(ctx.db);
  },
};
