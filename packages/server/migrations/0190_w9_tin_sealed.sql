-- A person's full TIN (SSN or EIN from their W-9), encrypted with AES-256-GCM under one of the
-- keys of TIN_KEYS: "v1:<key id>:<nonce>:<tag>:<ciphertext>" (base64). Never clear text; the
-- w9 jsonb keeps only `tinLast4` for display (docs/finance.md "1099-NEC filing").
alter table agent_profiles add column tin_sealed text;
