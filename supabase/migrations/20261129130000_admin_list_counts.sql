-- The dashboard's counts for the list on screen: every status of both tabs under the list's own
-- search and source, so a tab's count, the Spam filter's count and an empty list's pointer to
-- where its rows are never disagree with the rows shown. Spam is counted here, on its own.
create or replace function public.admin_list_counts(search text default null, source text default null)
returns table (
  new_submissions bigint,
  handled_submissions bigint,
  spam_submissions bigint,
  pending_reviews bigint,
  approved_reviews bigint,
  spam_reviews bigint
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
      select v.approved, v.spam_reason from public.reviews v
       where term is null or v.name ilike pattern or v.comment ilike pattern
    )
    select
      (select count(*) from s where s.spam_reason is null and s.handled_at is null),
      (select count(*) from s where s.spam_reason is null and s.handled_at is not null),
      (select count(*) from s where s.spam_reason is not null),
      (select count(*) from r where r.spam_reason is null and not r.approved),
      (select count(*) from r where r.spam_reason is null and r.approved),
      (select count(*) from r where r.spam_reason is not null);
end;
$$;

revoke all on function public.admin_list_counts(text, text) from public, anon;
grant execute on function public.admin_list_counts(text, text) to authenticated;
