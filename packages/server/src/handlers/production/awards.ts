import type { FamilyHandlers, SessionUser } from '../../context.js';
import type { Db } from '../../db/index.js';
import {
  AWARD_PHOTO_PATH,
  confirmedWinners,
  confirmProgramme,
  namesOf,
  type Programme,
  photosOf,
  programmeOf,
  programmes,
  proposedWinners,
  recordAwardPhoto,
  saveProgramme,
} from '../../domain/production/awards.js';
import { periodOf } from '../../domain/production/periods.js';
import { saveImage } from '../../files/checked-upload.js';
import { manages } from './figures.js';

/** The programmes as the pages show them: winners confirmed, else proposed; photos; who may confirm. */
async function answer(db: Db, list: Programme[], user: SessionUser, now: Date) {
  const photos = await photosOf(
    db,
    list.map((p) => p.id),
  );
  const names = await namesOf(
    db,
    list.flatMap((p) => (p.confirmedBy === null ? [] : [p.confirmedBy])),
  );
  return Promise.all(
    list.map(async (p) => {
      const closed = (await periodOf(db, p.periodKey)).id !== null;
      const winners =
        p.confirmedAt !== null
          ? await confirmedWinners(db, p.id)
          : await proposedWinners(db, p, now);
      return {
        id: p.id,
        name: p.name,
        periodKey: p.periodKey,
        measure: p.measure,
        rule: p.rule,
        topN: p.topN,
        threshold: p.threshold,
        periodClosed: closed,
        winners,
        confirmedAt: p.confirmedAt?.toISOString() ?? null,
        confirmedBy: p.confirmedBy === null ? null : (names.get(p.confirmedBy) ?? null),
        photos: photos
          .filter((f) => f.programmeId === p.id)
          .map((f) => ({ url: `${AWARD_PHOTO_PATH}${f.key}`, caption: f.caption })),
        canConfirm:
          manages(user) &&
          closed &&
          p.confirmedAt === null &&
          winners.length > 0 &&
          p.createdBy !== user.userId &&
          !winners.some((w) => w.userId === user.userId),
      };
    }),
  );
}

const one = async (db: Db, p: Programme, user: SessionUser, now: Date) => {
  const [a] = await answer(db, [p], user, now);
  if (!a) throw new Error('no answer for the programme');
  return a;
};

export const award: FamilyHandlers<'award'> = {
  async list(_input, ctx) {
    const list = await programmes(ctx.db, false);
    return { list: await answer(ctx.db, list, ctx.user, ctx.now()), canManage: manages(ctx.user) };
  },

  async detail({ id }, ctx) {
    return one(ctx.db, await programmeOf(ctx.db, id), ctx.user, ctx.now());
  },

  async save(input, ctx) {
    const saved = await ctx.db.transaction((tx) => saveProgramme(tx, ctx.act(), input));
    return one(ctx.db, saved, ctx.user, ctx.now());
  },

  async confirm({ id }, ctx) {
    const done = await ctx.db.transaction((tx) => confirmProgramme(tx, ctx.act(), id));
    return one(ctx.db, done, ctx.user, ctx.now());
  },

  async history(_input, ctx) {
    return { list: await answer(ctx.db, await programmes(ctx.db, true), ctx.user, ctx.now()) };
  },

  async uploadPhoto(input, ctx) {
    await programmeOf(ctx.db, input.id);
    const key = await saveImage(ctx.files, ctx.file, input, 'A ceremony photo', (image) =>
      recordAwardPhoto(ctx.db, ctx.act(), { programmeId: input.id, caption: input.caption, image }),
    );
    return { url: `${AWARD_PHOTO_PATH}${key}` };
  },
};
