-- The addresses each account has logged in from (its known places, api/src/account/
-- known-addresses.ts). The abuse ceilings over all addresses let these through, so that
-- strangers guessing at an account, or asking for its login codes, from many addresses
-- do not shut its owner out of a place the owner has used before.
create table known_login_addresses (
  account_id integer not null references accounts (id) on delete cascade,
  address text not null,
  last_login_at timestamptz not null,
  primary key (account_id, address)
);
