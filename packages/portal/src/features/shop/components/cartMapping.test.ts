import { describe, expect, it } from 'vitest';
import {
  type CartLine,
  canCheckOut,
  cartNotices,
  priceChanged,
  titleOf,
  tokenOffer,
} from './cartMapping';
import { keyFrom, newCheckoutKey } from './checkoutKey';

const line = (over: Partial<CartLine> = {}): CartLine => ({
  id: 1,
  kind: 'product',
  courseId: null,
  productId: 2,
  optionId: null,
  titleEn: 'Business cards, 250',
  titleZh: '名片',
  quantity: 2,
  unitPrice: '39.00',
  currentPrice: '39.00',
  lineTotal: '78.00',
  problem: null,
  ...over,
});

describe('the cart before checkout', () => {
  it('sees a price change to the cent, not a change of writing', () => {
    expect(priceChanged(line({ currentPrice: '39.0' }))).toBe(false);
    expect(priceChanged(line({ currentPrice: '39.01' }))).toBe(true);
  });

  it('tells each changed price and each problem, in order', () => {
    const notices = cartNotices({
      lines: [
        line({ currentPrice: '45.00' }),
        line({
          id: 2,
          kind: 'course',
          titleEn: '',
          titleZh: '谈判',
          problem: 'This course is full',
        }),
      ],
    });
    expect(notices).toEqual([
      {
        lineId: 1,
        kind: 'price',
        text: 'Business cards, 250: the price changed from $39.00 to $45.00',
      },
      { lineId: 2, kind: 'problem', text: '谈判: This course is full' },
    ]);
  });

  it('checks out a cart with lines and no problem only', () => {
    expect(canCheckOut(undefined)).toBe(false);
    expect(canCheckOut({ lines: [] })).toBe(false);
    expect(canCheckOut({ lines: [line({ currentPrice: '45.00' })] })).toBe(true);
    expect(canCheckOut({ lines: [line({ problem: 'Sold out' })] })).toBe(false);
    expect(titleOf(' ', '名片')).toBe('名片');
  });
});

describe('the checkout key', () => {
  it('is made once and read back from the address when well formed', () => {
    const key = newCheckoutKey();
    expect(keyFrom(new URLSearchParams({ key }))).toBe(key);
    expect(keyFrom(new URLSearchParams({ key: 'short' }))).toBeNull();
    expect(keyFrom(new URLSearchParams({ key: 'a b c d e f g h' }))).toBeNull();
    expect(keyFrom(new URLSearchParams())).toBeNull();
  });

  it('is random hex where the browser makes no UUID', () => {
    const key = newCheckoutKey({ getRandomValues: (a) => a });
    expect(key).toBe('0'.repeat(32));
  });
});

describe('tokenOffer', () => {
  it('offers tokens when the balance covers the cart, with the balance shown', () => {
    expect(tokenOffer({ balance: '20', cartTokens: '6', value: '1.00' })).toEqual({
      payable: true,
      label: 'Tokens: 6 tokens of your 20 tokens',
    });
    expect(tokenOffer({ balance: '4', cartTokens: '10', value: '1.00' })).toEqual({
      payable: false,
      label: 'Tokens: 10 tokens of your 4 tokens (not enough)',
    });
    expect(tokenOffer({ balance: '1', cartTokens: null, value: '1.00' })).toEqual({
      payable: false,
      label: 'Tokens (you have 1 token; products only)',
    });
    expect(tokenOffer(undefined).payable).toBe(false);
  });
});
