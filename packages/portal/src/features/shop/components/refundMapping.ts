import type { OrderDetail } from '@bq/contract';
import { refundableQuantity } from '../../../shared/commerce/orderLabels';

/** One line of the refund form: whether it is asked for and how many of it. */
export interface RefundLineValues {
  lineId: number;
  title: string;
  kind: 'course' | 'product';
  /** What is left to refund of the line. */
  max: number;
  chosen: boolean;
  quantity: number;
}

export interface RefundFormValues {
  reason: string;
  lines: RefundLineValues[];
}

/** Where a refusal about the lines is shown (the list of lines, not one row of it). */
export const LINES_ERROR = 'lines';

/**
 * The form for an order: every line with something left to refund, none chosen, except the line
 * of `courseId` when the page was opened for that course (`applyfor/:id?/:courseId?`).
 */
export function refundFormOf(
  order: Pick<OrderDetail, 'lines'>,
  courseId?: number,
): RefundFormValues {
  return {
    reason: '',
    lines: order.lines
      .filter((line) => refundableQuantity(line) > 0)
      .map((line) => {
        const max = refundableQuantity(line);
        return {
          lineId: line.id,
          title: line.title,
          kind: line.kind,
          max,
          chosen: courseId !== undefined && line.courseId === courseId,
          quantity: max,
        };
      }),
  };
}

export type RefundRequest = {
  orderId: number;
  reason: string;
  lines: { lineId: number; quantity: number }[];
};

/**
 * The request the form sends: the chosen lines with their quantity (whole, within what is left),
 * or why it cannot be sent yet, by field.
 */
export function refundRequestOf(
  orderId: number,
  values: RefundFormValues,
): { request: RefundRequest } | { errors: Partial<Record<'reason' | typeof LINES_ERROR, string>> } {
  const chosen = values.lines.filter((line) => line.chosen);
  const errors: Partial<Record<'reason' | typeof LINES_ERROR, string>> = {};
  if (!values.reason.trim()) errors.reason = 'Say why you ask for a refund';
  if (chosen.length === 0) errors[LINES_ERROR] = 'Choose at least one line to refund';
  const wrong = chosen.find(
    (line) => !Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > line.max,
  );
  if (wrong) errors[LINES_ERROR] = `${wrong.title}: between 1 and ${wrong.max}`;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    request: {
      orderId,
      reason: values.reason.trim(),
      lines: chosen.map((line) => ({ lineId: line.lineId, quantity: line.quantity })),
    },
  };
}

/** Server field paths (`lines.0.quantity`) land on the form's lines list as a whole. */
export const refundPath = (apiPath: string): string | null =>
  apiPath === 'reason' ? 'reason' : apiPath.startsWith('lines') ? LINES_ERROR : null;
