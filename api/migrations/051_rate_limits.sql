-- Abuse limits shared by every API process on the database: one counter per bucket (what
-- is limited, e.g. logins from one address), its window starting at the bucket's first hit.
create table rate_limit_hits (
  bucket text primary key,
  window_start timestamptz not null,
  hits integer not null
);
create index rate_limit_hits_window_idx on rate_limit_hits (window_start);
