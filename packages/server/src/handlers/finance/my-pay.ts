import { businessDay, businessYear } from '@bq/validators';
import type { FamilyHandlers } from '../../context.js';
import {
  myCap,
  myCommissionLines,
  myStatement,
  myStatements,
} from '../../domain/finance/my-pay.js';
import { statementPdf } from '../../domain/finance/statement-pdf.js';

/**
 * The signed-in person's own pay (contract meta 'user'): every call reads `ctx.user.userId`'s
 * accounts and statements, and none takes a person, so nobody can ask for a colleague's figures.
 */
export const myPay: FamilyHandlers<'myPay'> = {
  async commissions({ year }, ctx) {
    const now = ctx.now();
    const asked = year ?? String(businessYear(now));
    const userId = ctx.user.userId;
    const { lines, yearTotal } = await myCommissionLines(ctx.db, userId, asked);
    const cap = await ctx.db.transaction((tx) =>
      myCap(tx, userId, businessDay(now), ctx.config.defaultCommissionPlan),
    );
    return { year: asked, lines, yearTotal, cap };
  },

  statements: (_input, ctx) => myStatements(ctx.db, ctx.user.userId),

  statement: ({ id }, ctx) => myStatement(ctx.db, ctx.user.userId, id),

  async statementPdf({ id }, ctx) {
    const s = await myStatement(ctx.db, ctx.user.userId, id);
    const bytes = Buffer.from(await statementPdf(s, ctx.user.name, businessDay(ctx.now())));
    return {
      fileName: `statement-${s.month}.pdf`,
      mime: 'application/pdf',
      contentBase64: bytes.toString('base64'),
    };
  },
};
