-- Commerce (issue 25, docs/commerce.md): one order engine for courses and marketplace products.
-- A cart is an order not yet placed; money is numeric(14, 2) dollars; the database holds the
-- rules a race could break (one cart per buyer, stock and refunds never below zero or above what
-- was paid, an append-only history).

CREATE TABLE product_types (
  id serial PRIMARY KEY,
  name_en text NOT NULL,
  name_zh text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX product_types_name ON product_types (lower(name_en));

-- stock null = made to order (never runs out, never returned on a refund).
CREATE TABLE products (
  id serial PRIMARY KEY,
  type_id integer NOT NULL REFERENCES product_types(id),
  name_en text NOT NULL,
  name_zh text NOT NULL DEFAULT '',
  description_en text NOT NULL DEFAULT '',
  description_zh text NOT NULL DEFAULT '',
  photos jsonb NOT NULL DEFAULT '[]',
  price numeric(14, 2) NOT NULL CHECK (price >= 0),
  stock integer CHECK (stock >= 0),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'retired')),
  version integer NOT NULL DEFAULT 1,
  created_by integer NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX products_status ON products (status, id);

-- A product's choices (a size, a quantity tier), each with its own price.
CREATE TABLE product_options (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products(id),
  label text NOT NULL,
  price numeric(14, 2) NOT NULL CHECK (price >= 0),
  active boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX product_options_label ON product_options (product_id, lower(label));

-- state 'cart': not placed. The partial unique index makes "one open cart per buyer" the
-- database's rule, so two tabs adding a first line at once cannot open two carts.
CREATE TABLE orders (
  id serial PRIMARY KEY,
  buyer_id integer NOT NULL REFERENCES users(id),
  state text NOT NULL DEFAULT 'cart' CHECK (state IN ('cart', 'placed', 'paid', 'fulfilled',
    'closed', 'cancelled', 'refund_requested', 'refunded')),
  reference text UNIQUE,
  goods numeric(14, 2) NOT NULL DEFAULT 0 CHECK (goods >= 0),
  discount numeric(14, 2) NOT NULL DEFAULT 0 CHECK (discount >= 0 AND discount <= goods),
  total numeric(14, 2) NOT NULL DEFAULT 0 CHECK (total = goods - discount),
  paid numeric(14, 2) NOT NULL DEFAULT 0 CHECK (paid >= 0 AND paid <= total),
  refunded numeric(14, 2) NOT NULL DEFAULT 0 CHECK (refunded >= 0 AND refunded <= paid),
  placed_at timestamptz,
  pay_by timestamptz,
  paid_at timestamptz,
  closed_reason text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((state = 'cart') = (reference IS NULL))
);
CREATE UNIQUE INDEX orders_one_cart ON orders (buyer_id) WHERE state = 'cart';
CREATE INDEX orders_buyer ON orders (buyer_id, id);
CREATE INDEX orders_state_pay_by ON orders (state, pay_by);

-- unit_price: what the buyer saw when adding (a cart) and, from placement, the price frozen with
-- its discount share; paid_net = unit_price * quantity - discount_share never changes afterwards.
CREATE TABLE order_lines (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id),
  kind text NOT NULL CHECK (kind IN ('course', 'product')),
  course_id integer REFERENCES courses(id),
  product_id integer REFERENCES products(id),
  option_id integer REFERENCES product_options(id),
  title text NOT NULL DEFAULT '',
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price numeric(14, 2) NOT NULL CHECK (unit_price >= 0),
  discount_share numeric(14, 2) NOT NULL DEFAULT 0 CHECK (discount_share >= 0),
  paid_net numeric(14, 2) NOT NULL DEFAULT 0 CHECK (paid_net >= 0),
  refunded numeric(14, 2) NOT NULL DEFAULT 0 CHECK (refunded >= 0 AND refunded <= paid_net),
  refunded_quantity integer NOT NULL DEFAULT 0 CHECK (refunded_quantity BETWEEN 0 AND quantity),
  registration_id integer REFERENCES registrations(id),
  fulfilment text NOT NULL DEFAULT 'pending' CHECK (fulfilment IN ('pending', 'held', 'enrolled',
    'shipped', 'picked_up', 'released', 'refunded')),
  CHECK ((kind = 'course') = (course_id IS NOT NULL AND product_id IS NULL)),
  CHECK (kind = 'product' OR (quantity = 1 AND option_id IS NULL))
);
CREATE UNIQUE INDEX order_lines_course ON order_lines (order_id, course_id) WHERE kind = 'course';
CREATE UNIQUE INDEX order_lines_product ON order_lines (order_id, product_id, coalesce(option_id, 0))
  WHERE kind = 'product';

-- The history both order pages show. Append-only: what happened is never rewritten.
CREATE TABLE order_events (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id),
  at timestamptz NOT NULL,
  actor_id integer REFERENCES users(id),
  from_state text,
  to_state text NOT NULL,
  note text NOT NULL DEFAULT ''
);
CREATE INDEX order_events_order ON order_events (order_id, id);
CREATE FUNCTION order_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'order_events is append-only';
END;
$$;
CREATE TRIGGER order_events_no_change BEFORE UPDATE OR DELETE ON order_events
  FOR EACH ROW EXECUTE FUNCTION order_events_append_only();

-- Office payment (transfer, cheque, card at the desk): one awaiting row per placed order until
-- finance accepts it (with the receipt's reference and amount) or rejects it. A short amount is
-- accepted as part and a new awaiting row takes the rest. The same reference twice on one order
-- is the same receipt: unique, so accepting it again changes nothing.
CREATE TABLE office_payments (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id),
  state text NOT NULL DEFAULT 'awaiting' CHECK (state IN ('awaiting', 'accepted', 'rejected')),
  due numeric(14, 2) NOT NULL CHECK (due > 0),
  reference text,
  received numeric(14, 2) CHECK (received > 0),
  reason text NOT NULL DEFAULT '',
  decided_by integer REFERENCES users(id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL,
  CHECK ((state = 'accepted') = (reference IS NOT NULL AND received IS NOT NULL))
);
CREATE UNIQUE INDEX office_payments_awaiting ON office_payments (order_id) WHERE state = 'awaiting';
CREATE UNIQUE INDEX office_payments_reference ON office_payments (order_id, reference)
  WHERE reference IS NOT NULL;
CREATE INDEX office_payments_state ON office_payments (state, id);

-- A refund is granted (requested → approved / refused) per line and quantity; the amounts are
-- fixed when it is approved, under the order's lock.
CREATE TABLE refund_requests (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id),
  requested_by integer NOT NULL REFERENCES users(id),
  reason text NOT NULL,
  state text NOT NULL DEFAULT 'requested' CHECK (state IN ('requested', 'approved', 'refused')),
  amount numeric(14, 2) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  decided_by integer REFERENCES users(id),
  decided_at timestamptz,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
CREATE INDEX refund_requests_state ON refund_requests (state, id);
CREATE INDEX refund_requests_order ON refund_requests (order_id);

CREATE TABLE refund_lines (
  request_id integer NOT NULL REFERENCES refund_requests(id),
  line_id integer NOT NULL REFERENCES order_lines(id),
  quantity integer NOT NULL CHECK (quantity > 0),
  amount numeric(14, 2) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  PRIMARY KEY (request_id, line_id)
);

-- A course seat bought in an order is held from placement until it is paid or released (ours):
-- it takes a seat and counts as the person's one active registration, so the unique indexes
-- learn the new status.
ALTER TABLE registrations DROP CONSTRAINT registrations_status_check;
ALTER TABLE registrations ADD CONSTRAINT registrations_status_check
  CHECK (status IN ('enrolled', 'waitlisted', 'cancelled', 'completed', 'held'));
DROP INDEX registrations_one_active_user;
CREATE UNIQUE INDEX registrations_one_active_user ON registrations (course_id, user_id)
  WHERE user_id IS NOT NULL AND status IN ('enrolled', 'waitlisted', 'held');
