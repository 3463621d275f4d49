-- Uploaded files: stored under <data dir>/uploads/<stored_name>, the name made by the
-- server (random, unguessable), each owned by the account that uploaded it.
create table uploaded_files (
  id integer generated always as identity primary key,
  stored_name text not null unique,
  owner_account_id integer not null references accounts (id) on delete cascade,
  original_name text not null,
  content_type text not null,
  size_bytes integer not null,
  created_at timestamptz not null
);
create index uploaded_files_owner_idx on uploaded_files (owner_account_id);
