import { CODES } from '@bq/contract';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callMultipart, sessionFor, startApp, type TestApp } from './helpers.js';
import { json } from './institute-helpers.js';

/**
 * The flyer as a new user found it (issue 48): it printed "????" for Chinese features and left
 * the Chinese description out, said "Just listed" on a Coming Soon listing, and carried the
 * original photos (3.5 MB for three).
 */

let t: TestApp;
let agent: string;
beforeAll(async () => {
  t = await startApp();
  agent = await sessionFor(t, 'agent@bq.example.com');
});
afterAll(() => t?.close());

/** A phone-camera-sized JPEG (2400 × 1600, about 1.7 MB): a gradient with grain. */
async function largePhoto(seed: number): Promise<Buffer> {
  const [w, h] = [2400, 1600];
  const raw = Buffer.alloc(w * h * 3);
  let s = seed;
  const grain = () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return (s / 0x7fffffff) * 60;
  };
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const n = grain();
      raw[i] = (x / w) * 200 + n;
      raw[i + 1] = (y / h) * 200 + n;
      raw[i + 2] = 120 + n;
    }
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe('the flyer', () => {
  it('first-user flyer: Chinese prints in an embedded subset font, a Coming Soon listing says so, and three large photos are made print size', async () => {
    const originals = await Promise.all([1, 2, 3].map(largePhoto));
    const photos: string[] = [];
    for (const [i, bytes] of originals.entries()) {
      const up = await callMultipart(
        t.app,
        'bq/listing/uploadPhoto',
        { fileName: `room-${i}.jpg`, mime: 'image/jpeg' },
        { name: `room-${i}.jpg`, type: 'image/jpeg', bytes },
        agent,
      );
      expect(up.code, up.message).toBe(CODES.ok);
      photos.push(up.data.url as string);
    }
    const added = await call(
      t.app,
      'bq/listing/add',
      {
        PropertyType: 'Residential',
        UnparsedAddress: '88 Maple Court',
        City: 'Cupertino',
        StateOrProvince: 'CA',
        PostalCode: '95014',
        ListPrice: '1980000',
        BedroomsTotal: 4,
        BathroomsTotalInteger: 3,
        PublicRemarksEn: 'Quiet court, top schools.',
        PublicRemarksZh: '安静的街区，学区优秀，步行可达公园。',
        Features: ['地暖', 'Solar panels'],
        photos,
      },
      json(agent),
    );
    expect(added.code, added.message).toBe(CODES.ok);

    const flyer = await call(t.app, 'bq/listing/flyer', { id: added.data.id }, { token: agent });
    expect(flyer.code, flyer.message).toBe(CODES.ok);
    const pdf = Buffer.from(flyer.data.contentBase64, 'base64');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    expect(text).toContain('Coming soon');
    expect(text).not.toContain('Just listed');
    // The Chinese description and feature, drawn from a subset of the embedded CJK font.
    expect(text.replace(/\s/g, '')).toContain('安静的街区，学区优秀，步行可达公园。');
    expect(text).toContain('地暖');
    expect(text).not.toContain('??');
    const raw = pdf.toString('latin1');
    // Noto Sans SC with its file inside (a subset: the whole font alone is 10 MB, see below).
    const fonts = raw.match(/\/BaseFont\s*\/[^\s/<>]+/g) ?? [];
    expect(fonts.join(' ')).toMatch(/\/NotoSansSC-Regular/);
    expect(raw).toContain('/FontFile2');
    // Three photos of about 1.7 MB each and a CJK font print from a document under a megabyte.
    const photoBytes = originals.reduce((sum, b) => sum + b.length, 0);
    expect(photoBytes).toBeGreaterThan(4_500_000);
    expect(pdf.length).toBeLessThan(1_000_000);
  });
});

describe('the contact a listing publishes', () => {
  it('first-user contact: the share page publishes the phone by default, the e-mail or both as its agent chooses', async () => {
    const base = {
      PropertyType: 'Residential',
      UnparsedAddress: '12 Contact Row',
      City: 'San Jose',
      StateOrProvince: 'CA',
      PostalCode: '95112',
      ListPrice: '900000',
      BedroomsTotal: 2,
      BathroomsTotalInteger: 1,
    };
    const added = await call(t.app, 'bq/listing/add', base, json(agent));
    expect(added.code, added.message).toBe(CODES.ok);
    const id = added.data.id as number;
    const on = await call(t.app, 'bq/listing/setShare', { id, enabled: true }, { token: agent });
    const seen = async () => {
      const page = await call(t.app, 'bq/listingShare/view', { id, token: on.data.shareToken });
      expect(page.code, page.message).toBe(CODES.ok);
      const { ListAgentPreferredPhone: phone, ListAgentEmail: email, ListOfficeName } = page.data;
      return { phone: phone !== '', email: email !== '', office: ListOfficeName };
    };
    expect(await seen()).toEqual({ phone: true, email: false, office: 'BQ Realty' });
    for (const [contactShown, shown] of [
      ['email', { phone: false, email: true }],
      ['both', { phone: true, email: true }],
    ] as const) {
      const { version } = (await call(t.app, 'bq/listing/detail', { id }, { token: agent })).data;
      const edited = await call(
        t.app,
        'bq/listing/edit',
        { id, version, ...base, contactShown },
        json(agent),
      );
      expect(edited.code, edited.message).toBe(CODES.ok);
      expect(await seen()).toEqual({ ...shown, office: 'BQ Realty' });
    }
    const odd = await call(t.app, 'bq/listing/add', { ...base, contactShown: 'fax' }, json(agent));
    expect(odd.code).toBe(CODES.badInput);
  });
});
