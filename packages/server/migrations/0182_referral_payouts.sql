-- Referral fees paid to referring brokerages (docs/finance.md "Referral fees"): a closed case's
-- fee, collected on the office's one "Referring brokerages" account, leaves as a payout whose
-- source is the case, held then paid or voided like a pay statement's.
ALTER TABLE payouts DROP CONSTRAINT payouts_source_kind_check;
ALTER TABLE payouts ADD CONSTRAINT payouts_source_kind_check
  CHECK (source_kind IN ('statement', 'lecturer', 'vendor', 'refund', 'referral'));
