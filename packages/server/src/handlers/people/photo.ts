import { type Contract, PHOTO_LIMITS } from '@bq/contract';
import { eq } from 'drizzle-orm';
import type { Handler } from '../../context.js';
import { agentProfiles } from '../../db/schema-people.js';
import { agentFor } from '../../domain/people/access.js';
import { setAgentPhoto } from '../../domain/people/personal.js';
import { badInput, fieldRefused, notFound } from '../../envelope.js';
import { acceptedType, checkEnding, storeChecked } from '../../files/checked-upload.js';

type Calls = Contract['agentInfo'];
const ifUploadPersonalPhoto: Handler<Calls['ifUploadPersonalPhoto']> = async (input, ctx) => {
  const agent = await agentFor(ctx.db, ctx.user, input.agentId);
  const [p] = await ctx.db
    .select({ key: agentProfiles.photoKey })
    .from(agentProfiles)
    .where(eq(agentProfiles.agentId, agent.id));
  return { agentId: agent.id, uploaded: Boolean(p?.key) };
};

/** Streams the photo to storage (as case documents do), checks its first bytes, then swaps it in. */
const uploadPersonalPhoto: Handler<Calls['uploadPersonalPhoto']> = async (input, ctx) => {
  const mime = acceptedType(PHOTO_LIMITS.types, input.mime);
  if (!mime) throw badInput('A personal photo must be a PNG or JPEG image');
  checkEnding(PHOTO_LIMITS.types[mime], input.fileName, '');
  const agent = await agentFor(ctx.db, ctx.user, input.agentId);
  if (!ctx.file) throw fieldRefused('file', 'is required');
  const saved = await storeChecked(ctx.files, ctx.file, mime);
  let old: string | null = null;
  await ctx.db
    .transaction(async (tx) => {
      const locked = await agentFor(tx, ctx.user, agent.id, true);
      old = await setAgentPhoto(tx, {
        agentId: locked.id,
        key: saved.key,
        mime,
        size: saved.size,
      });
    })
    .catch(saved.refuse);
  // After the commit: a failed delete leaves an orphan file, never a row without its file.
  if (old) await ctx.files.remove(old).catch(() => {});
  return { agentId: agent.id, size: saved.size };
};

const getPersonalPhoto: Handler<Calls['getPersonalPhoto']> = async (input, ctx) => {
  const agent = await agentFor(ctx.db, ctx.user, input.agentId);
  const [p] = await ctx.db.select().from(agentProfiles).where(eq(agentProfiles.agentId, agent.id));
  if (!p?.photoKey || !p.photoMime) throw notFound('Personal photo');
  const bytes = await ctx.files.read(p.photoKey);
  const ext = p.photoMime === 'image/png' ? 'png' : 'jpg';
  return {
    fileName: `agent-${agent.id}.${ext}`,
    mime: p.photoMime,
    size: bytes.length,
    contentBase64: bytes.toString('base64'),
  };
};

export const photo = { ifUploadPersonalPhoto, uploadPersonalPhoto, getPersonalPhoto };
