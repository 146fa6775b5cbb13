-- Enquiries are found by e-mail address; a search by name alone lists the addresses of enquiries
-- whose name contains it, so staff never read "nothing is held" while one is.

create or replace function public.admin_enquiry_addresses(p_name text)
returns table (email text, enquiries bigint, latest timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  wanted text := nullif(lower(btrim(p_name)), '');
begin
  if not public.is_admin() then
    raise exception 'Only admins can read or erase a person''s data.' using errcode = '42501';
  end if;
  if wanted is null then
    raise exception 'Give a name.' using errcode = '22023';
  end if;
  return query
    select lower(s.email), count(*), max(s.created_at)
      from public.form_submissions s
     where strpos(lower(s.name), wanted) > 0
     group by lower(s.email)
     order by max(s.created_at) desc
     limit 50;
end;
$$;

revoke all on function public.admin_enquiry_addresses(text) from public, anon, authenticated, service_role;
grant execute on function public.admin_enquiry_addresses(text) to authenticated;
