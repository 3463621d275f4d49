-- Dashboard summaries (issue 13). The home's pest charts summed, on every request, every
-- catch of the period: at PP_SEED_SCALE=200 a store's year is 30,000 device checks and
-- 20,000 catches, 64 ms of two parallel workers on PostgreSQL, so the server managed 23
-- requests a second (p99 3.3 s). The group home's visit figures read 34,000 served visits
-- and 22,000 ratings the same way (36-51 ms). Here those sums are kept per China day and
-- per China month; a chart reads the whole months of its period from the month rows and
-- the days at either end from the day rows (api/src/dashboard/period-buckets.ts), a few
-- hundred rows instead of tens of thousands.
--
-- Triggers on the source tables keep them exact, whoever writes: the seed, a test, the
-- technicians' sync, psql. No code path can forget them, and `dashboard-summaries.test.ts`
-- checks them against sums computed from the rows after inserts, updates and deletes of
-- each source table. A row whose sum falls to 0 is deleted, so a row exists exactly when
-- the source has one (the charts list a pest or month only when something was caught).
-- Statement triggers with transition tables: the seed's bulk statements (100,000s of rows)
-- cost one grouped upsert each, not one per row.

-- The China day of an instant (UTC+8 all year, like the API's chinaMonth and bounds).
create function china_day(at timestamptz) returns date
  language sql immutable parallel safe
  return ((at at time zone 'UTC') + interval '8 hours')::date;

-- Catches: the sum of device_check_pests.count per company, device, pest and bucket. Keyed
-- by device, not area, so moving a device to another area moves its past catches with it,
-- as the charts' join to devices always did.
create table pest_catch_counts (
  customer_id integer not null,
  member_id integer not null,
  device_id integer not null,
  pest_id integer not null,
  -- 'day': bucket is a China day; 'month': bucket is the first day of a China month.
  span text not null check (span in ('day', 'month')),
  bucket date not null,
  count integer not null,
  primary key (member_id, span, bucket, customer_id, device_id, pest_id)
);
-- areaDeviceCount asks, per device, whether it caught anything in the period.
create index pest_catch_counts_device_idx on pest_catch_counts (device_id, span, bucket);
-- Normally empty: finds the rows a change brought to 0, to delete them.
create index pest_catch_counts_zero_idx on pest_catch_counts (member_id) where count = 0;

-- Served visits (report ready or signed) per company, branch, rating and bucket of their
-- end time: `score` is the customer's rating (task_comments), 0 while not rated.
create table served_visit_counts (
  customer_id integer not null,
  member_id integer not null,
  pco_id integer not null,
  span text not null check (span in ('day', 'month')),
  bucket date not null,
  score smallint not null,
  visits integer not null,
  primary key (member_id, span, bucket, customer_id, pco_id, score)
);
create index served_visit_counts_zero_idx on served_visit_counts (member_id) where visits = 0;

-- A change to a summary, by China day: each is added to the day's row and the month's.
create type pest_catch_delta as (
  customer_id integer, member_id integer, device_id integer, pest_id integer, day date, count integer);
create type served_visit_delta as (
  customer_id integer, member_id integer, pco_id integer, day date, score smallint, visits integer);

-- Upserts in key order, so two writers meeting on the same rows lock them in one order.
create function pest_catch_apply(deltas pest_catch_delta[]) returns void language plpgsql as $$
begin
  insert into pest_catch_counts as s (customer_id, member_id, device_id, pest_id, span, bucket, count)
  select d.customer_id, d.member_id, d.device_id, d.pest_id, b.span, b.bucket, sum(d.count)
    from unnest(deltas) d
    cross join lateral (values ('day', d.day), ('month', date_trunc('month', d.day::timestamp)::date)) b (span, bucket)
   group by d.member_id, b.span, b.bucket, d.customer_id, d.device_id, d.pest_id
  having sum(d.count) <> 0
   order by d.member_id, b.span, b.bucket, d.customer_id, d.device_id, d.pest_id
  on conflict (member_id, span, bucket, customer_id, device_id, pest_id)
  do update set count = s.count + excluded.count;
  delete from pest_catch_counts where count = 0;
end $$;

create function served_visit_apply(deltas served_visit_delta[]) returns void language plpgsql as $$
begin
  insert into served_visit_counts as s (customer_id, member_id, pco_id, span, bucket, score, visits)
  select d.customer_id, d.member_id, d.pco_id, b.span, b.bucket, d.score, sum(d.visits)
    from unnest(deltas) d
    cross join lateral (values ('day', d.day), ('month', date_trunc('month', d.day::timestamp)::date)) b (span, bucket)
   group by d.member_id, b.span, b.bucket, d.customer_id, d.pco_id, d.score
  having sum(d.visits) <> 0
   order by d.member_id, b.span, b.bucket, d.customer_id, d.pco_id, d.score
  on conflict (member_id, span, bucket, customer_id, pco_id, score)
  do update set visits = s.visits + excluded.visits;
  delete from served_visit_counts where visits = 0;
end $$;

-- Each source table's change as the rows it added and removed (an update: its new rows
-- added, its old rows removed, and what did not move cancels out), applied by the
-- function named in the trigger's argument. One dispatcher for every table: the
-- transition tables exist only for the events that have them.
create function summary_rows_changed() returns trigger language plpgsql as $$
begin
  -- A transition table's rows are records: cast to the table's row type.
  execute format('select %I(%s, %s)', tg_argv[0],
    case when tg_op = 'DELETE' then '''{}''' else format('array(select n::%I.%I from new_rows n)', tg_table_schema, tg_table_name) end,
    case when tg_op = 'INSERT' then '''{}''' else format('array(select o::%I.%I from old_rows o)', tg_table_schema, tg_table_name) end);
  return null;
end $$;

-- Catches count on their check's company, device and day.
create function pest_catch_from_pests(added device_check_pests[], removed device_check_pests[])
returns void language plpgsql as $$
begin
  perform pest_catch_apply(array(
    select row(dc.customer_id, dc.member_id, dc.device_id, c.pest_id, china_day(dc.checked_at), sum(c.count))::pest_catch_delta
      from (select a.device_check_id, a.pest_id, a.count from unnest(added) a
            union all select r.device_check_id, r.pest_id, -r.count from unnest(removed) r) c
      join device_checks dc on dc.id = c.device_check_id
     group by dc.customer_id, dc.member_id, dc.device_id, c.pest_id, china_day(dc.checked_at)));
end $$;

-- A check moved (company, device, time) moves its catches.
create function pest_catch_from_checks(added device_checks[], removed device_checks[])
returns void language plpgsql as $$
begin
  perform pest_catch_apply(array(
    select row(k.customer_id, k.member_id, k.device_id, c.pest_id, china_day(k.checked_at), sum(k.sign * c.count))::pest_catch_delta
      from (select a.id, a.customer_id, a.member_id, a.device_id, a.checked_at, 1 as sign from unnest(added) a
            union all
            select r.id, r.customer_id, r.member_id, r.device_id, r.checked_at, -1 from unnest(removed) r) k
      join device_check_pests c on c.device_check_id = k.id
     group by k.customer_id, k.member_id, k.device_id, c.pest_id, china_day(k.checked_at)));
end $$;

-- A visit counts while served, on its company, branch, end day and rating.
create function served_visit_from_tasks(added tasks[], removed tasks[])
returns void language plpgsql as $$
begin
  perform served_visit_apply(array(
    select row(k.customer_id, k.member_id, k.pco_id, china_day(k.end_time), coalesce(c.score, 0), sum(k.sign))::served_visit_delta
      from (select a.id, a.customer_id, a.member_id, a.pco_id, a.end_time, a.status, 1 as sign from unnest(added) a
            union all
            select r.id, r.customer_id, r.member_id, r.pco_id, r.end_time, r.status, -1 from unnest(removed) r) k
      left join task_comments c on c.task_id = k.id
     where k.status in ('waitSign', 'finished')
     group by k.customer_id, k.member_id, k.pco_id, china_day(k.end_time), coalesce(c.score, 0)));
end $$;

-- A rating moves its served visit from "not rated" (0) to its score, and back.
create function served_visit_from_comments(added task_comments[], removed task_comments[])
returns void language plpgsql as $$
begin
  perform served_visit_apply(array(
    select row(t.customer_id, t.member_id, t.pco_id, china_day(t.end_time), x.score, sum(x.visits))::served_visit_delta
      from (select a.task_id, a.score, 1 as visits from unnest(added) a
            union all select a.task_id, 0::smallint, -1 from unnest(added) a
            union all select r.task_id, r.score, -1 from unnest(removed) r
            union all select r.task_id, 0::smallint, 1 from unnest(removed) r) x
      join tasks t on t.id = x.task_id
     where t.status in ('waitSign', 'finished')
     group by t.customer_id, t.member_id, t.pco_id, china_day(t.end_time), x.score));
end $$;

create trigger pest_catch_pests_inserted after insert on device_check_pests
  referencing new table as new_rows
  for each statement execute function summary_rows_changed('pest_catch_from_pests');
create trigger pest_catch_pests_updated after update on device_check_pests
  referencing old table as old_rows new table as new_rows
  for each statement execute function summary_rows_changed('pest_catch_from_pests');
-- A catch deleted with its check (on delete cascade) finds no check any more and counts
-- nothing here: the check's delete trigger below has taken it off already.
create trigger pest_catch_pests_deleted after delete on device_check_pests
  referencing old table as old_rows
  for each statement execute function summary_rows_changed('pest_catch_from_pests');
-- A new check has no catches yet: only updates and deletes of checks count.
create trigger pest_catch_checks_updated after update on device_checks
  referencing old table as old_rows new table as new_rows
  for each statement execute function summary_rows_changed('pest_catch_from_checks');

create trigger served_visit_tasks_inserted after insert on tasks
  referencing new table as new_rows
  for each statement execute function summary_rows_changed('served_visit_from_tasks');
create trigger served_visit_tasks_updated after update on tasks
  referencing old table as old_rows new table as new_rows
  for each statement execute function summary_rows_changed('served_visit_from_tasks');
create trigger served_visit_comments_inserted after insert on task_comments
  referencing new table as new_rows
  for each statement execute function summary_rows_changed('served_visit_from_comments');
create trigger served_visit_comments_updated after update on task_comments
  referencing old table as old_rows new table as new_rows
  for each statement execute function summary_rows_changed('served_visit_from_comments');
-- A rating deleted with its work order finds no work order: see the tasks' trigger below.
create trigger served_visit_comments_deleted after delete on task_comments
  referencing old table as old_rows
  for each statement execute function summary_rows_changed('served_visit_from_comments');

-- A check or a work order deleted is taken off before the delete cascades to its catches
-- or rating: after it, their triggers could no longer tell whose they were. Both go only
-- with a work order, rarely: one row at a time is fine.
create function summary_row_deleting() returns trigger language plpgsql as $$
begin
  execute format('select %I(''{}'', array[$1])', tg_argv[0]) using old;
  return old;
end $$;
create trigger pest_catch_check_deleting before delete on device_checks
  for each row execute function summary_row_deleting('pest_catch_from_checks');
create trigger served_visit_task_deleting before delete on tasks
  for each row execute function summary_row_deleting('served_visit_from_tasks');

-- The rows already there (a database migrated after its seed): as if each had just been
-- written, through the triggers' own functions.
select pest_catch_from_pests(array(select c from device_check_pests c), '{}');
select served_visit_from_tasks(array(select t from tasks t), '{}');

-- The group home's risk figures (riskMember, riskCount, riskFollow, ...) count a period's
-- risk points of the current company's members, about 8,500 rows for a headquarters' year
-- at PP_SEED_SCALE=200: read from this index alone (index-only scan, 74 blocks) instead of
-- the table (seq scan, 635 blocks), 2.4 ms instead of 3.4 ms a query.
create index risk_points_period_idx on risk_points (customer_id, created_at)
  include (member_id, status, risk_type_id, risk_grade_id, task_id, id);

-- A database migrated after its seed plans with these at once (PGlite gathers no
-- statistics on its own; a server's autovacuum would, a minute later).
analyze pest_catch_counts, served_visit_counts, risk_points;
