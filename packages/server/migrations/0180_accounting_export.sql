-- The accounting export (docs/finance.md "Accounting export"): the office's chart of accounts
-- mapped from the ledger's accounts, and a record of every journal exported to QuickBooks.
--
-- One row per mapped ledger account: the name QuickBooks knows the account by (a sub-account as
-- `Parent:Child`, the form an IIF file names it) and its number, kept for the reader. An account
-- without a row is unmapped, and the export refuses to guess where its lines go.
CREATE TABLE accounting_accounts (
  ledger_account_id integer PRIMARY KEY REFERENCES ledger_accounts (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 159),
  number text NOT NULL DEFAULT '' CHECK (length(number) <= 20),
  updated_by integer REFERENCES users (id),
  updated_at timestamptz NOT NULL
);

-- Each export as it was handed out: its period (a business day or month of California), the file
-- itself (so a download later is the same bytes that were imported), who and when.
CREATE TABLE accounting_exports (
  id serial PRIMARY KEY,
  period text NOT NULL CHECK (period ~ '^\d{4}-\d{2}(-\d{2})?$'),
  first_day date NOT NULL,
  last_day date NOT NULL CHECK (last_day >= first_day),
  format text NOT NULL CHECK (format IN ('iif')),
  transfers integer NOT NULL CHECK (transfers > 0),
  -- How many of its transfers had been exported before (each marked RE-EXPORT in the file).
  re_exported integer NOT NULL CHECK (re_exported BETWEEN 0 AND transfers),
  file_name text NOT NULL,
  content text NOT NULL,
  exported_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL
);

-- Which transfers each export carried. A transfer's first export is the only row without
-- `re_export`, which the partial unique index holds even if two exports race.
CREATE TABLE accounting_export_transfers (
  export_id integer NOT NULL REFERENCES accounting_exports (id),
  transfer_id integer NOT NULL REFERENCES ledger_transfers (id),
  re_export boolean NOT NULL,
  PRIMARY KEY (export_id, transfer_id)
);
CREATE UNIQUE INDEX accounting_export_transfers_first
  ON accounting_export_transfers (transfer_id) WHERE NOT re_export;
