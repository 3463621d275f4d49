-- Uploads per account and day (China time), counted when a file is accepted; deleting a
-- file does not give its share back, so upload-and-delete cannot get round the limit.
create table upload_usage (
  account_id integer not null references accounts (id) on delete cascade,
  day date not null,
  files integer not null,
  bytes bigint not null,
  primary key (account_id, day)
);
