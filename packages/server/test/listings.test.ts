import { CODES, SHARE_UNAVAILABLE } from '@bq/contract';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../src/db/schema-listings.js';
import { call, callMultipart, PNG_1X1, sessionFor, startApp, type TestApp } from './helpers.js';
import { json } from './institute-helpers.js';

/**
 * Listings (issue 27 items 1, 7, 8): RESO fields with the price through the money module, photos
 * only from the listing upload, every status move kept with who and when (the database refuses a
 * move without its history row and any change to the history), who sees whose listings, the
 * public share call's exact answer and its view count, the switched-off link, the flyer PDF and
 * the templates.
 */

let t: TestApp;
let agent: string;
let mentor: string;
let admin: string;
beforeAll(async () => {
  t = await startApp();
  agent = await sessionFor(t, 'agent@bq.example.com');
  mentor = await sessionFor(t, 'mentor@bq.example.com');
  admin = await sessionFor(t, 'admin@bq.example.com');
});
afterAll(() => t?.close());

const upload = async (token = agent) => {
  const up = await callMultipart(
    t.app,
    'bq/listing/uploadPhoto',
    { fileName: 'front.png', mime: 'image/png' },
    { name: 'front.png', type: 'image/png', bytes: PNG_1X1 },
    token,
  );
  expect(up.code, up.message).toBe(CODES.ok);
  return up.data.url as string;
};

const base = {
  PropertyType: 'Residential',
  UnparsedAddress: '1200 Oak Street',
  City: 'San Mateo',
  StateOrProvince: 'ca',
  PostalCode: '94401',
  ListPrice: '1250000',
  BedroomsTotal: 3,
  BathroomsTotalInteger: 2,
  LivingArea: 1850,
  LotSizeArea: 6000,
  YearBuilt: 1962,
  PublicRemarksEn: 'Bright corner home near the park.',
  PublicRemarksZh: '公园旁的明亮转角屋。',
  Features: ['Fireplace', 'Two-car garage'],
};
const detail = (id: number, token = agent) => call(t.app, 'bq/listing/detail', { id }, { token });
const add = (body: Record<string, unknown>, token = agent) =>
  call(t.app, 'bq/listing/add', body, json(token));
const share = (id: number, token: string, ip = '198.51.100.7') =>
  call(t.app, 'bq/listingShare/view', { id, token }, { ip });

let listingId = 0;
let photos: string[] = [];

describe('a listing', () => {
  it('is created Coming Soon in RESO terms, the price exact with its unit, the first move kept', async () => {
    photos = [await upload(), await upload(), await upload()];
    const added = await add({ ...base, photos });
    expect(added.code, added.message).toBe(CODES.ok);
    listingId = added.data.id;
    const d = (await detail(listingId)).data;
    expect(d).toMatchObject({
      StandardStatus: 'ComingSoon',
      StateOrProvince: 'CA',
      ListPrice: { amount: '1250000.00', unit: 'USD' },
      BedroomsTotal: 3,
      BathroomsTotalInteger: 2,
      LivingArea: 1850,
      LotSizeArea: 6000,
      YearBuilt: 1962,
      photos,
      ListAgentFullName: 'Alex Agent',
      mayEdit: true,
      shareEnabled: false,
      shareToken: null,
    });
    expect(d.history).toEqual([
      { from: null, to: 'ComingSoon', by: 'Alex Agent', at: new Date(t.clock.now).toISOString() },
    ]);
    const served = await t.app.inject({ method: 'GET', url: photos[0] as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('names only photos its upload answered, once each, and refuses a year after next', async () => {
    const foreign = await add({ ...base, photos: ['/api/product-photo/x'] });
    expect(foreign.data.fields[0]).toMatchObject({ field: 'photos.0' });
    const unknown = await add({
      ...base,
      photos: ['/api/listing-photo/00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.data.fields[0]).toMatchObject({ field: 'photos.0' });
    const twice = await add({ ...base, photos: [photos[0], photos[0]] });
    expect(twice.data.fields[0]).toMatchObject({ field: 'photos', message: 'names a photo twice' });
    const tooMany = await add({ ...base, photos: Array(51).fill(photos[0]) });
    expect(tooMany.code).toBe(CODES.badInput);
    const year = new Date(t.clock.now).getFullYear() + 3;
    const future = await add({ ...base, YearBuilt: year });
    expect(future.data.fields[0]).toMatchObject({ field: 'YearBuilt' });
    const badPrice = await add({ ...base, ListPrice: '12.345' });
    expect(badPrice.data.fields[0]).toMatchObject({ field: 'ListPrice' });
  });

  it('saves reordered photos at the version read, and refuses a stale save', async () => {
    const { version } = (await detail(listingId)).data;
    const reordered = [photos[2], photos[0], photos[1]];
    const saved = await call(
      t.app,
      'bq/listing/edit',
      { id: listingId, version, ...base, photos: reordered },
      json(agent),
    );
    expect(saved.code, saved.message).toBe(CODES.ok);
    expect((await detail(listingId)).data.photos).toEqual(reordered);
    const stale = await call(
      t.app,
      'bq/listing/edit',
      { id: listingId, version, ...base, photos },
      json(agent),
    );
    expect(stale.code).toBe(CODES.conflict);
  });

  it('moves only along the RESO statuses, each move kept with who and when', async () => {
    const move = (status: string, token = agent) =>
      call(t.app, 'bq/listing/changeStatus', { id: listingId, status }, { token });
    expect((await move('Active')).code).toBe(CODES.ok);
    const skip = await move('Closed');
    expect(skip.data.fields[0]).toEqual({
      field: 'status',
      message: 'cannot move from Active to Closed',
    });
    t.clock.now += 60_000;
    // The office manager moves another agent's listing; the history names who did.
    expect((await move('ActiveUnderContract', admin)).code).toBe(CODES.ok);
    const d = (await detail(listingId)).data;
    expect(
      d.history.map((h: { from: string; to: string; by: string }) => [h.from, h.to, h.by]),
    ).toEqual([
      [null, 'ComingSoon', 'Alex Agent'],
      ['ComingSoon', 'Active', 'Alex Agent'],
      ['Active', 'ActiveUnderContract', 'Ada Admin'],
    ]);
    expect(d.moves).toEqual(['Active', 'Pending', 'Withdrawn', 'Canceled']);
  });

  it('cannot change status without a history row, nor change the history (the database)', async () => {
    const db = t.database.db;
    await expect(
      db.update(listings).set({ standardStatus: 'Hold' }).where(eq(listings.id, listingId)),
    ).rejects.toThrow();
    const refusal = (q: Promise<unknown>) =>
      q.then(
        () => 'accepted',
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(
      await refusal(db.execute(sql`UPDATE listing_status_history SET to_status = 'Closed'`)),
    ).toBe('listing status history is append-only');
    expect(await refusal(db.execute(sql`DELETE FROM listing_status_history`))).toBe(
      'listing status history is append-only',
    );
  });

  it("is the agent's own: another agent reads it as missing; the office manager sees the office's", async () => {
    expect((await detail(listingId, mentor)).code).toBe(CODES.notFound);
    const mine = await call(t.app, 'bq/listing/list', {}, { token: mentor });
    expect(mine.data.list.map((r: { id: number }) => r.id)).not.toContain(listingId);
    const office = await call(t.app, 'bq/listing/list', { scope: 'office' }, { token: mentor });
    expect(office.code).toBe(CODES.forbidden);
    const all = await call(
      t.app,
      'bq/listing/list',
      { scope: 'office', keyword: 'oak street' },
      { token: admin },
    );
    expect(all.data.list.map((r: { id: number }) => r.id)).toContain(listingId);
    const own = await call(
      t.app,
      'bq/listing/list',
      { status: 'ActiveUnderContract' },
      { token: agent },
    );
    expect(own.data.list[0]).toMatchObject({ id: listingId, ListPrice: { amount: '1250000.00' } });
  });
});

describe('the share link', () => {
  let token = '';

  it('answers exactly what the page shows: no owner, seller, id, history or count', async () => {
    const on = await call(
      t.app,
      'bq/listing/setShare',
      { id: listingId, enabled: true },
      { token: agent },
    );
    expect(on.code, on.message).toBe(CODES.ok);
    token = on.data.shareToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const seen = await share(listingId, token);
    expect(seen.code, seen.message).toBe(CODES.ok);
    expect(Object.keys(seen.data).sort()).toEqual(
      [
        'PropertyType',
        'StandardStatus',
        'UnparsedAddress',
        'UnitNumber',
        'City',
        'StateOrProvince',
        'PostalCode',
        'ListPrice',
        'BedroomsTotal',
        'BathroomsTotalInteger',
        'BathroomsHalf',
        'LivingArea',
        'LotSizeArea',
        'YearBuilt',
        'PublicRemarksEn',
        'PublicRemarksZh',
        'Features',
        'photos',
        'layout',
        'ListOfficeName',
        'ListAgentFullName',
        'ListAgentPreferredPhone',
        'ListAgentEmail',
      ].sort(),
    );
    expect(seen.data.ListAgentFullName).toBe('Alex Agent');
    // The phone by default; the e-mail only when the agent chooses it (listing-publish.test.ts).
    expect([seen.data.ListAgentPreferredPhone, seen.data.ListAgentEmail]).toEqual([
      expect.stringMatching(/\d{3}/),
      '',
    ]);
    expect(Object.keys(seen.data.layout).sort()).toEqual([
      'accent',
      'flyerPhotos',
      'headlineEn',
      'headlineZh',
      'layout',
      'showFeatures',
      'showRemarks',
    ]);
    // Nothing of the answer names the listing's id, token, views or the agent's user id.
    const text = JSON.stringify(seen.data);
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/share|version|history|listAgentId|ownerId/i);
  });

  it('counts a visitor once a day, however often they reload', async () => {
    await share(listingId, token);
    await share(listingId, token);
    expect((await detail(listingId)).data.shareViews).toBe(1);
    await share(listingId, token, '203.0.113.20');
    expect((await detail(listingId)).data.shareViews).toBe(2);
    t.clock.now += 24 * 3600_000;
    // A day later: fresh sessions (the idle limit), the same visitor counts again.
    agent = await sessionFor(t, 'agent@bq.example.com');
    mentor = await sessionFor(t, 'mentor@bq.example.com');
    await share(listingId, token);
    expect((await detail(listingId)).data.shareViews).toBe(3);
  });

  it('answers "no longer available" switched off, to a wrong token, and off the market', async () => {
    const gone = { code: CODES.notFound, message: SHARE_UNAVAILABLE };
    const outcome = (a: { code: number; message: string }) => ({
      code: a.code,
      message: a.message,
    });
    expect(outcome(await share(listingId, 'x'.repeat(32)))).toEqual(gone);
    expect(outcome(await share(listingId + 1000, token))).toEqual(gone);
    await call(t.app, 'bq/listing/setShare', { id: listingId, enabled: false }, { token: agent });
    expect(outcome(await share(listingId, token))).toEqual(gone);
    const back = await call(
      t.app,
      'bq/listing/setShare',
      { id: listingId, enabled: true },
      { token: agent },
    );
    expect(back.data.shareToken).toBe(token);
    expect((await share(listingId, token)).code).toBe(CODES.ok);
    await call(
      t.app,
      'bq/listing/changeStatus',
      { id: listingId, status: 'Withdrawn' },
      { token: agent },
    );
    expect(outcome(await share(listingId, token))).toEqual(gone);
  });
});

describe('templates and the flyer', () => {
  it('lay out the flyer; only their maker or an office manager changes one', async () => {
    const saved = await call(
      t.app,
      'bq/listingTemplate/save',
      {
        name: 'Forest flyer',
        layout: 'grid',
        accent: 'forest',
        headlineEn: 'Open house Sunday',
        flyerPhotos: 5,
      },
      json(agent),
    );
    expect(saved.code, saved.message).toBe(CODES.ok);
    const list = (await call(t.app, 'bq/listingTemplate/list', {}, { token: mentor })).data.list;
    const mine = list.find((x: { id: number }) => x.id === saved.data.id);
    expect(mine).toMatchObject({ ownerName: 'Alex Agent', mayEdit: false, flyerPhotos: 5 });
    const theirs = await call(
      t.app,
      'bq/listingTemplate/save',
      {
        id: saved.data.id,
        version: saved.data.version,
        name: 'Mine now',
        layout: 'hero',
        accent: 'navy',
        flyerPhotos: 1,
      },
      json(mentor),
    );
    expect(theirs.code).toBe(CODES.conflict);
    const odd = await call(
      t.app,
      'bq/listingTemplate/save',
      { name: 'Four', layout: 'hero', accent: 'navy', flyerPhotos: 4 },
      json(agent),
    );
    expect(odd.data.fields[0]).toMatchObject({ field: 'flyerPhotos' });

    await call(
      t.app,
      'bq/listing/changeStatus',
      { id: listingId, status: 'Active' },
      { token: agent },
    );
    const flyer = await call(
      t.app,
      'bq/listing/flyer',
      { id: listingId, templateId: saved.data.id },
      { token: agent },
    );
    expect(flyer.code, flyer.message).toBe(CODES.ok);
    const pdf = Buffer.from(flyer.data.contentBase64, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    // The template's headline, the price through the money module, the agent and the link.
    expect(text).toContain('Open house Sunday');
    expect(text).toContain('$1,250,000.00');
    expect(text).toContain('Alex Agent');
    expect(text).toMatch(/h-share\/\d+\/[A-Za-z0-9_-]{32}/);
    expect(flyer.data.mime).toBe('application/pdf');

    const { version } = (await detail(listingId)).data;
    const edited = await call(
      t.app,
      'bq/listing/edit',
      { id: listingId, version, ...base, photos, templateId: saved.data.id },
      json(agent),
    );
    expect(edited.code, edited.message).toBe(CODES.ok);
    expect((await detail(listingId)).data.layout).toMatchObject({
      layout: 'grid',
      accent: 'forest',
    });
    const removed = await call(
      t.app,
      'bq/listingTemplate/remove',
      { id: saved.data.id },
      { token: agent },
    );
    expect(removed.code).toBe(CODES.ok);
    expect((await detail(listingId)).data).toMatchObject({
      templateId: null,
      layout: { layout: 'hero' },
    });
  });
});
