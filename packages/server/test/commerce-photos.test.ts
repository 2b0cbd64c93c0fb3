import { CODES } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffWith } from './commerce-helpers.js';
import { call, callMultipart, PNG_1X1, sessionFor, startApp, type TestApp } from './helpers.js';
import { json } from './institute-helpers.js';

/**
 * Product photos (issue 25): marketing uploads a PNG or JPEG, the catalogue serves it back, and a
 * product names only addresses that upload answered.
 */

let t: TestApp;
let marketing: string;
beforeAll(async () => {
  t = await startApp();
  marketing = await staffWith(t, 'marketing/commodity-manage');
});
afterAll(() => t?.close());

const upload = (token: string, bytes: Uint8Array, name = 'sign.png') =>
  callMultipart(
    t.app,
    'bq/product/uploadPhoto',
    { fileName: name, mime: 'image/png' },
    { name, type: 'image/png', bytes },
    token,
  );

describe('a product photo', () => {
  it('is uploaded by marketing, served back, and named on a product', async () => {
    const up = await upload(marketing, PNG_1X1);
    expect(up.code, up.message).toBe(CODES.ok);
    expect(up.data.url).toMatch(/^\/api\/product-photo\/[0-9a-f-]{36}$/);
    const served = await t.app.inject({ method: 'GET', url: up.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.from(served.rawPayload)).toEqual(Buffer.from(PNG_1X1));

    const types = await call(t.app, 'bq/productType/list', {}, { token: marketing });
    const product = {
      typeId: types.data.list[0].id,
      nameEn: 'Yard sign',
      price: '45.00',
      stock: 10,
    };
    const added = await call(
      t.app,
      'bq/product/add',
      { ...product, photos: [up.data.url] },
      json(marketing),
    );
    expect(added.code, added.message).toBe(CODES.ok);
    const detail = await call(
      t.app,
      'bq/product/detail',
      { id: added.data.id },
      { token: marketing },
    );
    expect(detail.data.photos).toEqual([up.data.url]);

    // An address from anywhere else is refused under its field, and nothing is saved.
    const foreign = await call(
      t.app,
      'bq/product/add',
      { ...product, nameEn: 'Elsewhere', photos: [up.data.url, 'https://elsewhere.example/x.png'] },
      json(marketing),
    );
    expect(foreign.code).toBe(CODES.badInput);
    expect(foreign.data.fields).toEqual([
      { field: 'photos.1', message: 'must be an address a photo upload answered' },
    ]);
  });

  it('is refused when it is not an image, or sent by someone outside marketing', async () => {
    const bad = await upload(marketing, Uint8Array.from([1, 2, 3]));
    expect(bad.code).toBe(CODES.badInput);
    const agent = await sessionFor(t, 'agent@bq.example.com');
    expect((await upload(agent, PNG_1X1)).code).toBe(CODES.forbidden);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/product-photo/00000000-0000-0000-0000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });
});
