-- The messaging-app (WeChat official account) binding of an account, for notifications.
create table wechat_bindings (
  account_id integer primary key references accounts (id) on delete cascade,
  open_id text not null,
  nick_name text,
  bound_at timestamptz not null
);
