-- Idempotent submits: a client-made request id per account and endpoint, with the answer
-- of the first call, so that a resend after a lost answer stores nothing twice. The
-- answer is null while the first call is still running.
create table request_ids (
  account_id integer not null references accounts (id) on delete cascade,
  request_id text not null,
  endpoint text not null,
  created_at timestamptz not null,
  answer jsonb,
  primary key (account_id, request_id)
);
create index request_ids_created_idx on request_ids (created_at);
