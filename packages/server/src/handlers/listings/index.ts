import { SHAREABLE_STATUSES } from '@bq/contract';
import { portalBase } from '../../config.js';
import type { FamilyHandlers } from '../../context.js';
import { listingRole, visibleListing } from '../../domain/listings/access.js';
import { flyerPdf } from '../../domain/listings/flyer.js';
import {
  addListing,
  changeListingStatus,
  editListing,
  LISTING_PHOTO_PATH,
  recordListingPhoto,
  setListingShare,
} from '../../domain/listings/listings.js';
import { viewSharedListing } from '../../domain/listings/share.js';
import { listTemplates, removeTemplate, saveTemplate } from '../../domain/listings/templates.js';
import { layoutOf, listAgent, listingFacts, templateOf } from '../../domain/listings/views.js';
import { forbidden } from '../../envelope.js';
import { saveImage } from '../../files/checked-upload.js';
import { listingDetail, listingPage, photoFiles } from './views.js';

/** The share page's address in the portal (a hash route that works without a login). */
export const SHARE_ROUTE = '/#/housing-manage/h-share/';

/** The listing pages' calls (`/housing-manage`); the rules are in domain/listings/. */
export const listing: FamilyHandlers<'listing'> = {
  async list(input, ctx) {
    const role = listingRole(ctx.user);
    if (input.scope === 'office' && !role.office) {
      throw forbidden("Only an office manager sees the office's listings");
    }
    return listingPage(ctx.db, role, input);
  },

  async detail({ id }, ctx) {
    return listingDetail(ctx.db, listingRole(ctx.user), id, ctx.config.officeName);
  },

  async add(input, ctx) {
    return ctx.db.transaction((tx) => addListing(tx, ctx.act(), input));
  },

  async edit({ id, version, ...input }, ctx) {
    const next = await ctx.db.transaction((tx) =>
      editListing(tx, ctx.act(), listingRole(ctx.user), id, version, input),
    );
    return { version: next };
  },

  async changeStatus({ id, status }, ctx) {
    const version = await ctx.db.transaction((tx) =>
      changeListingStatus(tx, ctx.act(), listingRole(ctx.user), id, status),
    );
    return { version };
  },

  async setShare({ id, enabled }, ctx) {
    return ctx.db.transaction((tx) =>
      setListingShare(tx, ctx.act(), listingRole(ctx.user), id, enabled),
    );
  },

  async flyer({ id, templateId }, ctx) {
    const r = await visibleListing(ctx.db, listingRole(ctx.user), id);
    const template = await templateOf(ctx.db, templateId ?? r.templateId);
    // The link prints only while it opens the page: switched on and the listing on the market.
    const shareUrl =
      r.shareEnabled && r.shareToken && SHAREABLE_STATUSES.includes(r.standardStatus)
        ? `${portalBase(ctx.config)}${SHARE_ROUTE}${r.id}/${r.shareToken}`
        : null;
    const bytes = await flyerPdf(
      ctx.files,
      {
        ...listingFacts(r),
        ...(await listAgent(ctx.db, r.listAgentId, r.contactShown)),
        ListOfficeName: ctx.config.officeName,
        photos: await photoFiles(ctx.db, r.photos),
        shareUrl,
        modifiedAt: r.modifiedAt,
      },
      layoutOf(template),
    );
    return {
      fileName: `listing-${r.id}-flyer.pdf`,
      mime: 'application/pdf',
      contentBase64: Buffer.from(bytes).toString('base64'),
    };
  },

  async uploadPhoto(input, ctx) {
    const key = await saveImage(ctx.files, ctx.file, input, 'A listing photo', (image) =>
      recordListingPhoto(ctx.db, ctx.act(), image),
    );
    return { url: `${LISTING_PHOTO_PATH}${key}` };
  },
};

export const listingShare: FamilyHandlers<'listingShare'> = {
  async view({ id, token }, ctx) {
    return ctx.db.transaction((tx) =>
      viewSharedListing(
        tx,
        { now: ctx.now(), actor: null },
        { id, token, ip: ctx.ip, officeName: ctx.config.officeName },
      ),
    );
  },
};

export const listingTemplate: FamilyHandlers<'listingTemplate'> = {
  async list(_input, ctx) {
    return { list: await listTemplates(ctx.db, listingRole(ctx.user)) };
  },
  async save(input, ctx) {
    return ctx.db.transaction((tx) => saveTemplate(tx, ctx.act(), listingRole(ctx.user), input));
  },
  async remove({ id }, ctx) {
    await ctx.db.transaction((tx) => removeTemplate(tx, ctx.act(), listingRole(ctx.user), id));
    return null;
  },
};
