-- The admin's review list keeps every review in one place: newest first, the id breaking ties, for
-- every status filter. It listed pending reviews before approved ones, so approving or unapproving
-- a review moved its row elsewhere under the admin's pointer. The approval no longer sorts the list,
-- so the cursor no longer carries it.

drop function if exists public.admin_list_reviews(text, text, boolean, timestamptz, uuid, text, integer);

create or replace function public.admin_list_reviews(
  search text default null,
  status text default null,
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
  if status = 'spam' then
    sql_text := sql_text || ' and r.spam_reason is not null';
  else
    sql_text := sql_text || ' and r.spam_reason is null';
  end if;
  if status = 'pending' then
    sql_text := sql_text || ' and not r.approved';
  elsif status = 'approved' then
    sql_text := sql_text || ' and r.approved';
  end if;
  if cursor_created_at is not null and cursor_id is not null then
    sql_text := sql_text || case when newer
      then ' and (r.created_at, r.id) > ($2, $3)'
      else ' and (r.created_at, r.id) < ($2, $3)' end;
  end if;
  sql_text := sql_text || ' order by '
    || case when newer then 'r.created_at asc, r.id asc' else 'r.created_at desc, r.id desc' end
    || ' limit $4';
  if newer then
    sql_text := 'select * from (' || sql_text || ') page order by page.created_at desc, page.id desc';
  end if;
  return query execute sql_text
    using public.contains_pattern(nullif(search, '')), cursor_created_at, cursor_id,
      least(greatest(coalesce(page_size, 21), 1), 1000);
end;
$$;

revoke all on function public.admin_list_reviews(text, text, timestamptz, uuid, text, integer) from public, anon;
grant execute on function public.admin_list_reviews(text, text, timestamptz, uuid, text, integer) to authenticated;
