import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { MODULE_IDS } from '@bq/contract/meta';
import type { APIRequestContext } from '@playwright/test';
import { apiLogin, call, USERS } from './support';

/**
 * Set-up for the commerce staff journeys, through the API as each person would act. The demo has
 * no marketing person, so the office makes one: a "Marketing" role (the marketplace's pages and
 * the product types) given to Bo Noboard, who then works in it. Nobody else in this file is him.
 */
export const MARKETER = USERS.noBoard;

const MARKETING_MODULES = (Object.entries(MODULE_IDS) as [string, string][])
  .filter(
    ([key]) =>
      key === 'home' ||
      key.startsWith('home/') ||
      key === 'marketing' ||
      key.startsWith('marketing/') ||
      key === 'system' ||
      key === 'system/commodity-content-type',
  )
  .map(([, id]) => id);

export async function makeMarketer(request: APIRequestContext): Promise<void> {
  const admin = (await apiLogin(request, USERS.admin)).token;
  const roles = await call<{ list: { id: number; name: string; dutyId: number }[] }>(
    request,
    admin,
    'general/role/selectRoleAndDutyAndModulesByCondition',
    { pageNum: 1, pageSize: 50 },
    'form',
  );
  const dutyId = roles.list.find((r) => r.name === 'Agent')?.dutyId as number;
  // A form body with the module ids as repeated fields, as the portal's roles page sends it.
  const body = new URLSearchParams({ name: 'Marketing', dutyId: String(dutyId) });
  for (const id of MARKETING_MODULES) body.append('moduleIds', id);
  const added = await request.post('api/general/admin-role/addRoleJson', {
    headers: { Authorization: admin, 'Content-Type': 'application/x-www-form-urlencoded' },
    data: body.toString(),
  });
  const { data, message } = (await added.json()) as { data: { id: number }; message: string };
  if (!data?.id) throw new Error(`the Marketing role was not added: ${message}`);
  const roleId = data.id;
  const people = await call<{ list: { agentId: number }[] }>(
    request,
    admin,
    'bq/people/lookup',
    { purpose: 'agent', keyword: MARKETER },
    'form',
  );
  await call(request, admin, 'bq/agentAdminConfig/edit', {
    agentId: people.list[0]?.agentId,
    roleId,
  });
  const bo = (await apiLogin(request, MARKETER)).token;
  await call(request, bo, 'general/role/updateOwnRole', { roleId, type: 1 }, 'form');
}

/** A PNG of `width` × `height`: two bands of colour, so a picture of it shows where it is. */
export function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++)
      row.set(y < height / 2 ? [30, 90, 160] : [240, 180, 40], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A product photo uploaded as the editor uploads one (by the administrator, who holds marketing). */
export async function storedImage(request: APIRequestContext): Promise<string> {
  const admin = (await apiLogin(request, USERS.admin)).token;
  const response = await request.post('api/bq/product/uploadPhoto', {
    headers: { Authorization: admin },
    multipart: {
      fileName: 'decal.png',
      mime: 'image/png',
      file: { name: 'decal.png', mimeType: 'image/png', buffer: png(480, 320) },
    },
  });
  const body = (await response.json()) as { code: number; message: string; data: { url: string } };
  if (body.code !== 200) throw new Error(`photo upload refused: ${body.message}`);
  return body.data.url;
}

type Card = {
  id: number;
  version: number;
  options: { id: number; label: string; price: string }[];
};

/** Sets the product's photos as the editor would save them (at its current version). */
export async function setPhotos(request: APIRequestContext, productId: number, photos: string[]) {
  const admin = (await apiLogin(request, USERS.admin)).token;
  const p = await call<Card & Record<string, unknown>>(
    request,
    admin,
    'bq/product/detail',
    {
      id: productId,
    },
    'form',
  );
  await call(request, admin, 'bq/product/edit', {
    id: p.id,
    version: p.version,
    typeId: p.typeId,
    nameEn: p.nameEn,
    nameZh: p.nameZh,
    descriptionEn: p.descriptionEn,
    descriptionZh: p.descriptionZh,
    photos,
    price: p.price,
    stock: p.stock,
    options: p.options.map((o) => ({
      id: o.id,
      label: o.label,
      price: o.price,
    })),
  });
}

/**
 * An order of the agent's awaiting payment: `product` (its first option, two of them) when given,
 * and a seat of the seeded "Negotiation workshop"; checked out once under `idempotencyKey`.
 */
export async function awaitingOrder(
  request: APIRequestContext,
  idempotencyKey: string,
  productId?: number,
): Promise<{ id: number; reference: string }> {
  const admin = (await apiLogin(request, USERS.admin)).token;
  const courses = await call<{ list: { id: number }[] }>(
    request,
    admin,
    'bq/course/list',
    { keyword: 'Negotiation workshop', pageNum: 1, pageSize: 20 },
    'form',
  );
  const agent = (await apiLogin(request, USERS.agent)).token;
  if (productId !== undefined) {
    const product = await call<Card>(
      request,
      admin,
      'bq/product/detail',
      { id: productId },
      'form',
    );
    await call(
      request,
      agent,
      'bq/cart/setLine',
      { kind: 'product', productId, optionId: product.options[0]?.id as number, quantity: 2 },
      'form',
    );
  }
  const cart = await call<{ total: string }>(
    request,
    agent,
    'bq/cart/setLine',
    { kind: 'course', courseId: courses.list[0]?.id as number },
    'form',
  );
  return call<{ id: number; reference: string }>(request, agent, 'bq/order/checkout', {
    idempotencyKey,
    expectedTotal: cart.total,
  });
}

/**
 * An order of the agent's with the product (its first option, two of them) and a paid course,
 * paid in full at the office and accepted by finance. Its reference.
 */
export async function paidOrder(request: APIRequestContext, productId: number): Promise<string> {
  const order = await awaitingOrder(request, `staff-journey-${productId}`, productId);
  await acceptPayment(request, order.id, 'CHQ-20417');
  return order.reference;
}

/** Finance accepts the whole amount due on `orderId`, received under `reference`. */
export async function acceptPayment(
  request: APIRequestContext,
  orderId: number,
  reference: string,
): Promise<void> {
  const finance = (await apiLogin(request, USERS.finance)).token;
  const awaiting = await call<{ list: { id: number; orderId: number; due: string }[] }>(
    request,
    finance,
    'bq/payment/awaiting',
    { pageNum: 1, pageSize: 100 },
    'form',
  );
  const payment = awaiting.list.find((p) => p.orderId === orderId);
  await call(
    request,
    finance,
    'bq/payment/accept',
    {
      idempotencyKey: randomUUID(),
      id: payment?.id as number,
      reference,
      received: payment?.due as string,
    },
    'form',
  );
}
