import type { AwardMeasure, AwardRule } from '@bq/contract';
import { compareMoney, moneyToDecimal, parseMoney } from '@bq/validators';
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { users } from '../../db/schema.js';
import { awardPhotos, awardProgrammes, awardWinners } from '../../db/schema-production.js';
import { conflict, fieldRefused, forbidden, notFound } from '../../envelope.js';
import type { Act, SignedAct } from '../shared/act.js';
import { assertNotOwnWork } from '../shared/own-work.js';
import { rankFigures, sidesText, sumCredits } from './figures.js';
import { creditsOf, periodOf } from './periods.js';

/**
 * Award programmes: a rule over one period's frozen statistics — the top N
 * agents by closed volume or sides (ties at the boundary all win), or everyone at or above a
 * threshold. The computer proposes the winners; a person with the manage permission, never one
 * of the winners, confirms them, and from then on the programme and its winners are fixed
 * (migration 0131 refuses changes).
 */

/** Where ceremony photos are served (plugins/awards.ts): unguessable keys, as product photos. */
export const AWARD_PHOTO_PATH = '/api/award-photo/';

export type Programme = typeof awardProgrammes.$inferSelect;

export interface Winner {
  userId: number;
  name: string;
  rank: number;
  value: string;
}

export interface ProgrammeInput {
  id?: number;
  name: string;
  periodKey: string;
  measure: AwardMeasure;
  rule: AwardRule;
  topN?: number;
  threshold?: string;
}

/** The winners the programme's rule gives from its closed period; empty while it is open. */
export async function proposedWinners(db: Db | Tx, p: Programme, now: Date): Promise<Winner[]> {
  const period = await periodOf(db, p.periodKey);
  if (period.id === null) return [];
  const rows = rankFigures(
    sumCredits(await creditsOf(db, period, now), 'agent', 'written'),
    p.measure,
    true,
  );
  const threshold = p.threshold === null ? null : parseMoney(p.threshold);
  return rows
    .filter((r) => (p.measure === 'volume' ? r.volume.minor > 0n : r.sideHundredths > 0))
    .filter((r) => {
      if (p.rule === 'top') return (r.rank ?? Number.POSITIVE_INFINITY) <= (p.topN ?? 0);
      if (threshold === null) return false;
      // A sides threshold is written as sides with two places: its minor units are hundredths.
      return p.measure === 'volume'
        ? compareMoney(r.volume, threshold) >= 0
        : BigInt(r.sideHundredths) >= threshold.minor;
    })
    .map((r) => ({
      userId: r.id ?? 0,
      name: r.name,
      rank: r.rank ?? 0,
      value: p.measure === 'volume' ? moneyToDecimal(r.volume) : sidesText(r.sideHundredths),
    }));
}

export async function confirmedWinners(db: Db | Tx, programmeId: number): Promise<Winner[]> {
  return db
    .select({
      userId: awardWinners.userId,
      name: awardWinners.name,
      rank: awardWinners.rank,
      value: awardWinners.value,
    })
    .from(awardWinners)
    .where(eq(awardWinners.programmeId, programmeId))
    .orderBy(awardWinners.rank, awardWinners.name);
}

export async function programmeOf(db: Db | Tx, id: number): Promise<Programme> {
  const [p] = await db.select().from(awardProgrammes).where(eq(awardProgrammes.id, id));
  if (!p) throw notFound('Award programme');
  return p;
}

export async function programmes(db: Db | Tx, confirmedOnly: boolean): Promise<Programme[]> {
  return db
    .select()
    .from(awardProgrammes)
    .where(confirmedOnly ? isNotNull(awardProgrammes.confirmedAt) : undefined)
    .orderBy(desc(awardProgrammes.periodKey), desc(awardProgrammes.id));
}

function checkRule(input: ProgrammeInput) {
  if (input.rule === 'top' && input.topN === undefined)
    throw fieldRefused('topN', 'is required for a top-N award');
  if (input.rule === 'threshold' && input.threshold === undefined)
    throw fieldRefused('threshold', 'is required for a threshold award');
  if (input.rule === 'threshold' && parseMoney(input.threshold ?? '0').minor <= 0n)
    throw fieldRefused('threshold', 'must be more than zero');
}

export async function saveProgramme(tx: Tx, act: Act, input: ProgrammeInput): Promise<Programme> {
  checkRule(input);
  const values = {
    name: input.name,
    periodKey: input.periodKey,
    measure: input.measure,
    rule: input.rule,
    topN: input.rule === 'top' ? (input.topN ?? null) : null,
    threshold: input.rule === 'threshold' ? (input.threshold ?? null) : null,
  };
  if (input.id === undefined) {
    const [made] = await tx
      .insert(awardProgrammes)
      .values({ ...values, createdBy: act.actor ?? 0, createdAt: act.now })
      .returning();
    if (!made) throw new Error('the programme was not written');
    return made;
  }
  const had = await programmeOf(tx, input.id);
  if (had.confirmedAt !== null) throw conflict('A confirmed award is never changed');
  const [saved] = await tx
    .update(awardProgrammes)
    .set(values)
    .where(and(eq(awardProgrammes.id, input.id), isNull(awardProgrammes.confirmedAt)))
    .returning();
  if (!saved) throw conflict('The award was confirmed meanwhile: it is not changed');
  return saved;
}

/** A person confirms the proposed winners: they become the award's, fixed. */
export async function confirmProgramme(tx: Tx, act: Act, id: number): Promise<Programme> {
  const [p] = await tx
    .select()
    .from(awardProgrammes)
    .where(eq(awardProgrammes.id, id))
    .for('update');
  if (!p) throw notFound('Award programme');
  if (p.confirmedAt !== null) throw conflict('This award is already confirmed');
  if (act.actor === null) throw conflict('An award is confirmed by a person');
  // Four eyes: whoever set the award up does not also give it.
  if (p.createdBy === act.actor)
    throw forbidden('You set this award up: another manager confirms it');
  const period = await periodOf(tx, p.periodKey);
  if (period.id === null)
    throw conflict(`The period ${p.periodKey} is open: close it before confirming its award`);
  const winners = await proposedWinners(tx, p, act.now);
  if (winners.length === 0)
    throw conflict('Nobody meets this award’s rule: there is nothing to confirm');
  assertNotOwnWork(
    act.actor,
    winners.map((w) => w.userId),
    'award (you are among its winners)',
  );
  await tx.insert(awardWinners).values(winners.map((w) => ({ programmeId: id, ...w })));
  const [done] = await tx
    .update(awardProgrammes)
    .set({ confirmedBy: act.actor, confirmedAt: act.now })
    .where(eq(awardProgrammes.id, id))
    .returning();
  if (!done) throw new Error('the programme was not confirmed');
  return done;
}

export async function photosOf(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      programmeId: awardPhotos.programmeId,
      key: awardPhotos.key,
      caption: awardPhotos.caption,
    })
    .from(awardPhotos)
    .where(inArray(awardPhotos.programmeId, ids))
    .orderBy(awardPhotos.createdAt, awardPhotos.key);
}

export async function namesOf(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const list = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(list.map((u) => [u.id, u.name]));
}

/** A photo of a programme's ceremony, with its caption. */
export async function recordAwardPhoto(
  db: Db | Tx,
  act: SignedAct,
  input: {
    programmeId: number;
    caption: string;
    image: { key: string; mime: string; size: number };
  },
) {
  await db.insert(awardPhotos).values({
    ...input.image,
    programmeId: input.programmeId,
    caption: input.caption,
    uploadedBy: act.actor,
    createdAt: act.now,
  });
}
