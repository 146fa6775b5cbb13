-- A rejected review keeps its reason and leaves Pending: the review list's filters gain Rejected,
-- and the counts count it apart. Otherwise as before (20261130100000, 20261129130000).

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
    sql_text := sql_text || ' and not r.approved and r.rejection_reason is null';
  elsif status = 'approved' then
    sql_text := sql_text || ' and r.approved';
  elsif status = 'rejected' then
    sql_text := sql_text || ' and r.rejection_reason is not null';
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

drop function public.admin_list_counts(text, text);

create or replace function public.admin_list_counts(search text default null, source text default null)
returns table (
  new_submissions bigint,
  handled_submissions bigint,
  spam_submissions bigint,
  pending_reviews bigint,
  approved_reviews bigint,
  spam_reviews bigint,
  rejected_reviews bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  term text := nullif(search, '');
  pattern text := public.contains_pattern(nullif(search, ''));
  by_reference boolean := coalesce(btrim(search) ~* '^kx-[0-9a-f]{8}$', false);
  id_prefix text := lower(substring(btrim(search) from 4 for 8)) || '%';
  wanted_source text := lower(nullif(source, ''));
begin
  if not public.is_admin() then
    raise exception 'Only admins can read the list counts.' using errcode = '42501';
  end if;
  return query
    with s as (
      select f.handled_at, f.spam_reason from public.form_submissions f
       where (term is null
              or (by_reference and f.id::text like id_prefix)
              or (not by_reference and (f.name ilike pattern or f.email ilike pattern)))
         and (wanted_source is null or f.source = wanted_source)
    ), r as (
      select v.approved, v.spam_reason, v.rejection_reason from public.reviews v
       where term is null or v.name ilike pattern or v.comment ilike pattern
    )
    select
      (select count(*) from s where s.spam_reason is null and s.handled_at is null),
      (select count(*) from s where s.spam_reason is null and s.handled_at is not null),
      (select count(*) from s where s.spam_reason is not null),
      (select count(*) from r where r.spam_reason is null and not r.approved and r.rejection_reason is null),
      (select count(*) from r where r.spam_reason is null and r.approved),
      (select count(*) from r where r.spam_reason is not null),
      (select count(*) from r where r.spam_reason is null and r.rejection_reason is not null);
end;
$$;

revoke all on function public.admin_list_counts(text, text) from public, anon;
grant execute on function public.admin_list_counts(text, text) to authenticated;
