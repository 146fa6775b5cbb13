-- Whether every admin must prove a second factor: one row, read by is_admin(), so the REST API and the app obey the same rule.

create table public.security_settings (
  -- Always true: the primary key admits one row, the settings of this project.
  id boolean primary key default true constraint security_settings_one_row check (id),
  -- Required unless someone turns it off on purpose: a freshly pushed project is safe (the local seed turns it off).
  require_second_factor boolean not null default true
);

insert into public.security_settings default values;

alter table public.security_settings enable row level security;
-- Nobody on the API reads or changes it but the service role (npm run admin:require-mfa); is_admin() reads it as its owner.
revoke all on table public.security_settings from public, anon, authenticated, service_role;
grant select, update (require_second_factor) on table public.security_settings to service_role;

-- The one rule for the admin area, as the app reads it: 'admin', 'needs-second-factor' (an admin to enrol first) or 'none'.
create or replace function public.admin_standing()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  sid text := auth.jwt() ->> 'session_id';
  aal text := auth.jwt() ->> 'aal';
begin
  -- The anon and service keys and hand-made JWTs carry no well-formed session id: checked before the cast.
  if uid is null or sid is null
     or sid !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return 'none';
  end if;
  -- A listed admin's live session: an ended or time-boxed one (not_after) no longer counts.
  if not exists (
    select 1
      from public.admin_users a
      join auth.sessions s on s.user_id = a.user_id
     where a.user_id = uid
       and s.id = sid::uuid
       and (s.not_after is null or s.not_after > now())
  ) then
    return 'none';
  end if;
  if aal is not distinct from 'aal2' then
    return 'admin';
  end if;
  -- A verified factor not proven by this session: a stolen password, whatever the setting.
  if exists (
    select 1 from auth.mfa_factors f where f.user_id = uid and f.status::text = 'verified'
  ) then
    return 'none';
  end if;
  -- No row reads as required, so a deleted setting fails closed.
  if coalesce((select s.require_second_factor from public.security_settings s), true) then
    return 'needs-second-factor';
  end if;
  return 'admin';
end;
$$;

revoke all on function public.admin_standing() from public, anon, authenticated;
grant execute on function public.admin_standing() to authenticated;

-- Every policy and admin function asks is_admin(): it now answers by the rule above.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.admin_standing() = 'admin';
$$;

revoke all on function public.is_admin() from public, anon, authenticated;
grant execute on function public.is_admin() to anon, authenticated;
