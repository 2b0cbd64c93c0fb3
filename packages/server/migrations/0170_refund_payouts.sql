-- Refunds through the payout controls (docs/commerce.md "Refunds through the payout controls").
--
-- How an order was paid is kept on the order when it is paid, so a refund reads it instead of
-- looking for a ledger transfer. Existing orders learn it from the ledger once, here: a token
-- spend (`order:<id>:tokens`) is tokens, an accepted office payment is the office.
ALTER TABLE orders ADD COLUMN paid_with text CHECK (paid_with IN ('office', 'tokens'));
UPDATE orders o SET paid_with = 'tokens'
 WHERE EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.event_key = 'order:' || o.id || ':tokens');
UPDATE orders o SET paid_with = 'office'
 WHERE o.paid_with IS NULL
   AND EXISTS (SELECT 1 FROM office_payments p WHERE p.order_id = o.id AND p.state = 'accepted');

-- A dollar refund is owed once approved and refunded once its payout went out.
ALTER TABLE refund_requests DROP CONSTRAINT refund_requests_state_check;
ALTER TABLE refund_requests ADD CONSTRAINT refund_requests_state_check
  CHECK (state IN ('requested', 'approved', 'refused', 'refunded'));
-- What finance kept of what the lines would return (a restocking fee, a partial amount), and why.
ALTER TABLE refund_requests ADD COLUMN withheld numeric(14, 2) NOT NULL DEFAULT 0 CHECK (withheld >= 0);
ALTER TABLE refund_requests ADD COLUMN withheld_reason text NOT NULL DEFAULT '';
ALTER TABLE refund_requests ADD CONSTRAINT refund_requests_withheld_reason
  CHECK (withheld = 0 OR withheld_reason <> '');

-- A line's money kept by a partial refund: never given back by a later refund of the line.
ALTER TABLE order_lines ADD COLUMN withheld numeric(14, 2) NOT NULL DEFAULT 0 CHECK (withheld >= 0);
ALTER TABLE order_lines ADD CONSTRAINT order_lines_refunded_withheld
  CHECK (refunded + withheld <= paid_net);

-- The buyer's money leaves as a payout, held then paid or voided like a pay statement's.
ALTER TABLE payouts DROP CONSTRAINT payouts_source_kind_check;
ALTER TABLE payouts ADD CONSTRAINT payouts_source_kind_check
  CHECK (source_kind IN ('statement', 'lecturer', 'vendor', 'refund'));
