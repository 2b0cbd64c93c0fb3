import { eq } from 'drizzle-orm';
import type { Tx } from '../db/index.js';
import { users } from '../db/schema.js';
import { productOptions, products, productTypes } from '../db/schema-commerce.js';

/** The marketplace's demo catalogue: a few types and published products to show. */
export const DEMO_PRODUCT_TYPES = [
  { nameEn: 'Business cards', nameZh: '名片', sort: 1 },
  { nameEn: 'Signs', nameZh: '招牌', sort: 2 },
  { nameEn: 'Printed marketing', nameZh: '印刷宣传品', sort: 3 },
] as const;

interface DemoProduct {
  type: (typeof DEMO_PRODUCT_TYPES)[number]['nameEn'];
  nameEn: string;
  nameZh: string;
  descriptionEn: string;
  descriptionZh: string;
  price: string;
  /** null: made to order. */
  stock: number | null;
  status: 'draft' | 'published';
  options: { label: string; price: string }[];
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    type: 'Business cards',
    nameEn: 'Business cards, 250',
    nameZh: '名片（250 张）',
    descriptionEn: 'Two-sided cards with the BQ logo, your name, licence number and QR code.',
    descriptionZh: '双面印刷，含 BQ 标志、姓名、执照号码和二维码。',
    price: '39.00',
    stock: null,
    status: 'published',
    options: [
      { label: '250 cards', price: '39.00' },
      { label: '500 cards', price: '59.00' },
    ],
  },
  {
    type: 'Signs',
    nameEn: 'Open house A-frame sign',
    nameZh: '开放参观 A 字牌',
    descriptionEn: 'Double-sided 24 × 36 in sidewalk sign with arrows, picked up at the office.',
    descriptionZh: '双面 24 × 36 英寸人行道指示牌，带箭头，到办公室自取。',
    price: '85.50',
    stock: 12,
    status: 'published',
    options: [],
  },
  {
    type: 'Signs',
    nameEn: 'For sale yard sign with rider',
    nameZh: '出售庭院牌（含附牌）',
    descriptionEn: 'Aluminium yard sign and a name rider; the post is lent by the office.',
    descriptionZh: '铝制庭院牌和姓名附牌；立柱由办公室借出。',
    price: '120.00',
    stock: 5,
    status: 'published',
    options: [],
  },
  {
    type: 'Printed marketing',
    nameEn: 'Just listed postcards, 100',
    nameZh: '新房源明信片（100 张）',
    descriptionEn: 'Postcards with your listing photo and details, mailed by you.',
    descriptionZh: '印有房源照片和信息的明信片，由您自行寄送。',
    price: '45.25',
    stock: null,
    status: 'published',
    options: [],
  },
  {
    type: 'Printed marketing',
    nameEn: 'Listing brochure (draft)',
    nameZh: '房源手册（草稿）',
    descriptionEn: 'Not on sale yet.',
    descriptionZh: '尚未上架。',
    price: '150.00',
    stock: null,
    status: 'draft',
    options: [],
  },
];

export async function seedDemoCommerce(tx: Tx, at: Date): Promise<void> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@bq.example.com'));
  if (!admin) return;
  const typeIds = new Map<string, number>();
  for (const t of DEMO_PRODUCT_TYPES) {
    const [row] = await tx
      .insert(productTypes)
      .values({ ...t, createdAt: at })
      .returning({ id: productTypes.id });
    if (row) typeIds.set(t.nameEn, row.id);
  }
  for (const { type, options, ...p } of DEMO_PRODUCTS) {
    const typeId = typeIds.get(type);
    if (typeId === undefined) continue;
    const [row] = await tx
      .insert(products)
      .values({ ...p, typeId, createdBy: admin.id, createdAt: at, updatedAt: at })
      .returning({ id: products.id });
    if (row && options.length > 0) {
      await tx.insert(productOptions).values(options.map((o) => ({ ...o, productId: row.id })));
    }
  }
}
