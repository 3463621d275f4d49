-- The work-order lists' totals (count(*) over a customer's members) read only these two
-- columns: with them in one narrow index the count is an index-only scan. On PostgreSQL
-- with 72,000 visible orders (PP_SEED_SCALE=200) it took 44 ms as a parallel scan of the
-- whole table, 6 ms with this index; the page itself already came from
-- tasks_customer_plan_idx in under a millisecond (issue 13, api/README.md).
create index tasks_customer_member_idx on tasks (customer_id, member_id);
