-- Branding of the root shell: a brand per customer, per hostname, and the provider's
-- default. Images are small SVG files kept in the database and served at /brand/:file.

create table brand_assets (
  file_name text primary key,
  content_type text not null,
  body text not null
);

create table brands (
  id integer generated always as identity primary key,
  code text not null unique,
  customer_name text not null,
  favicon_file text not null references brand_assets (file_name),
  picture_file text not null references brand_assets (file_name),
  is_default boolean not null default false
);
-- At most one default brand.
create unique index brands_default_idx on brands (is_default) where is_default;

create table brand_domains (
  hostname text primary key,
  brand_id integer not null references brands (id)
);

alter table customers add column brand_id integer references brands (id);
