-- Site plans (issue 10): each service area's floor plan, an image the API serves to the
-- sessions of its own customer (GET /site-plans/:areaId with a signed ticket), and where
-- each monitoring device stands on it, as fractions of the plan's width and height.
-- A new table and two nullable columns: no existing row or count changes; an area
-- without a plan, or a device not yet placed, is shown as such by the portal.
create table area_plans (
  area_id integer primary key references service_areas (id) on delete cascade,
  customer_id integer not null references customers (id),
  content_type text not null check (content_type in ('image/svg+xml', 'image/png')),
  width integer not null check (width between 1 and 10000),
  height integer not null check (height between 1 and 10000),
  body bytea not null,
  -- Part of the image's URL, so a browser may cache a plan until it is redrawn.
  updated_at timestamptz not null default now()
);

alter table devices add column plan_x double precision check (plan_x between 0 and 1);
alter table devices add column plan_y double precision check (plan_y between 0 and 1);
alter table devices add constraint devices_plan_xy_check check ((plan_x is null) = (plan_y is null));
