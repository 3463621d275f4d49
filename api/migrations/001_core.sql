-- Tenants, their companies, the accounts that log in, and sessions. Later areas (tasks,
-- trends, messages, QR, plans) hang their rows on members(id, customer_id), so the
-- composite keys below make a row of one customer impossible to attach to another's.

create table customers (
  id integer generated always as identity primary key,
  name text not null,
  -- A customer is valid while active and within its service period; accounts of an
  -- invalid customer may log in but every data call answers 305 无有效客户.
  status text not null default 'active' check (status in ('active', 'suspended')),
  service_end timestamptz,
  created_at timestamptz not null default now()
);

-- The companies tree of a customer: a headquarters (is_hq) over member companies, each
-- possibly over sub-companies.
create table members (
  id integer generated always as identity primary key,
  customer_id integer not null references customers (id),
  parent_id integer,
  name text not null,
  is_hq boolean not null default false,
  sort integer not null default 0,
  unique (id, customer_id),
  foreign key (parent_id, customer_id) references members (id, customer_id)
);
create index members_customer_idx on members (customer_id);
create index members_parent_idx on members (parent_id);

create table accounts (
  id integer generated always as identity primary key,
  customer_id integer not null references customers (id),
  account_name text not null unique,
  phone text unique,
  -- scrypt$N$r$p$salt$hash (see src/auth/passwords.ts)
  password_hash text not null,
  -- Sent back by the client as the `key` header with its token.
  account_key text not null unique,
  status text not null default 'active' check (status in ('active', 'disabled')),
  locked_until timestamptz,
  created_at timestamptz not null default now(),
  unique (id, customer_id)
);

-- The companies an account acts for: each root listed here and all its descendants.
create table account_members (
  account_id integer not null,
  customer_id integer not null,
  member_id integer not null,
  sort integer not null default 0,
  primary key (account_id, member_id),
  foreign key (account_id, customer_id) references accounts (id, customer_id) on delete cascade,
  foreign key (member_id, customer_id) references members (id, customer_id)
);

-- Tokens are stored as SHA-256 hashes. Expired rows are kept so an expired token can be
-- answered 306 (expired) rather than 304 (unknown).
create table sessions (
  id integer generated always as identity primary key,
  account_id integer not null references accounts (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index sessions_account_idx on sessions (account_id);

-- Wrong passwords or codes within the lockout window.
create table login_failures (
  account_id integer not null references accounts (id) on delete cascade,
  failed_at timestamptz not null
);
create index login_failures_account_idx on login_failures (account_id, failed_at);

-- SMS login codes, stored hashed; valid 5 minutes, used once.
create table login_codes (
  id integer generated always as identity primary key,
  account_id integer not null references accounts (id) on delete cascade,
  code_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index login_codes_account_idx on login_codes (account_id, created_at desc);
