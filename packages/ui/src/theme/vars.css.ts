import { createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function nulls<T extends object>(tree: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : nulls(value),
    ]),
  ) as Contract<T>;
}

/** The one theme contract: every style reads tokens through these CSS variables. */
export const vars = createThemeContract(nulls(tokens));
