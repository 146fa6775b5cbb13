-- The admin dashboard's lists: keyset pagination and substring search that stay fast at 100 000 rows.
--
-- Why functions and not plain PostgREST filters: under RLS, Postgres may not evaluate a
-- non-leakproof operator such as ILIKE before the row-security check, so the trigram indexes
-- cannot serve `?or=(name.ilike.*x*,...)` and every search scans the whole table. These
-- functions run as their owner (RLS bypassed) only after checking is_admin() themselves, and
-- build their query with the search and the cursor as bound parameters, never as SQL text.

-- Keyset order: newest first, id breaking ties. Replaces the single-column created_at indexes.
create index if not exists form_submissions_created_at_id_idx on public.form_submissions (created_at desc, id desc);
create index if not exists reviews_created_at_id_idx on public.reviews (created_at desc, id desc);
drop index if exists public.form_submissions_created_at_idx;
drop index if exists public.reviews_created_at_idx;

-- A LIKE pattern matching `term` as a literal substring: \ % _ in the term are escaped.
create or replace function public.contains_pattern(term text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
$$;

-- One page of a table for the dashboard. `direction` 'older' reads rows before the cursor,
-- 'newer' rows after it; both return newest first. page_size is clamped to 1..100; callers ask
-- for one row more than they show to learn whether another page exists.
create or replace function public.admin_list_form_submissions(
  search text default null,
  cursor_created_at timestamptz default null,
  cursor_id uuid default null,
  direction text default 'older',
  page_size integer default 21
)
returns setof public.form_submissions
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  newer boolean := direction = 'newer';
  sql_text text;
begin
  if not public.is_admin() then
    raise exception 'Only admins can list form submissions.' using errcode = '42501';
  end if;
  sql_text := 'select s.* from public.form_submissions s where true';
  if nullif(search, '') is not null then
    sql_text := sql_text || ' and (s.name ilike $1 or s.email ilike $1)';
  end if;
  if cursor_created_at is not null and cursor_id is not null then
    sql_text := sql_text || case when newer then ' and (s.created_at, s.id) > ($2, $3)' else ' and (s.created_at, s.id) < ($2, $3)' end;
  end if;
  sql_text := sql_text || case when newer then ' order by s.created_at asc, s.id asc' else ' order by s.created_at desc, s.id desc' end
    || ' limit $4';
  if newer then
    sql_text := 'select * from (' || sql_text || ') page order by page.created_at desc, page.id desc';
  end if;
  return query execute sql_text
    using public.contains_pattern(nullif(search, '')), cursor_created_at, cursor_id, least(greatest(coalesce(page_size, 21), 1), 101);
end;
$$;

create or replace function public.admin_list_reviews(
  search text default null,
  cursor_created_at timestamptz default null,
  cursor_id uuid default null,
  direction text default 'older',
  page_size integer default 21
)
returns setof public.reviews
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  newer boolean := direction = 'newer';
  sql_text text;
begin
  if not public.is_admin() then
    raise exception 'Only admins can list reviews.' using errcode = '42501';
  end if;
  sql_text := 'select r.* from public.reviews r where true';
  if nullif(search, '') is not null then
    sql_text := sql_text || ' and (r.name ilike $1 or r.comment ilike $1)';
  end if;
  if cursor_created_at is not null and cursor_id is not null then
    sql_text := sql_text || case when newer then ' and (r.created_at, r.id) > ($2, $3)' else ' and (r.created_at, r.id) < ($2, $3)' end;
  end if;
  sql_text := sql_text || case when newer then ' order by r.created_at asc, r.id asc' else ' order by r.created_at desc, r.id desc' end
    || ' limit $4';
  if newer then
    sql_text := 'select * from (' || sql_text || ') page order by page.created_at desc, page.id desc';
  end if;
  return query execute sql_text
    using public.contains_pattern(nullif(search, '')), cursor_created_at, cursor_id, least(greatest(coalesce(page_size, 21), 1), 101);
end;
$$;

revoke all on function public.contains_pattern(text) from public, anon, authenticated;
revoke all on function public.admin_list_form_submissions(text, timestamptz, uuid, text, integer) from public, anon;
revoke all on function public.admin_list_reviews(text, timestamptz, uuid, text, integer) from public, anon;
grant execute on function public.admin_list_form_submissions(text, timestamptz, uuid, text, integer) to authenticated;
grant execute on function public.admin_list_reviews(text, timestamptz, uuid, text, integer) to authenticated;
