-- A password alone never enrols a second factor that counts. Supabase Auth lets any session add an
-- authenticator app, so the app records the apps whose first enrolment proved the account's mailbox
-- (a code e-mailed to it), or that a session already proven by such an app added. Only a confirmed
-- app makes a session an admin's; an unconfirmed one (a thief's, added through the Auth API with a
-- stolen password) opens nothing, and its owner can remove it. Apps present before this migration
-- were enrolled by their owners and stay confirmed.

create table public.admin_factor_approvals (
  -- No foreign key into auth.mfa_factors (Auth owns it): an id left by a removed app matches nothing.
  factor_id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  approved_at timestamptz not null default now()
);

create index admin_factor_approvals_user_id_idx on public.admin_factor_approvals (user_id);

alter table public.admin_factor_approvals enable row level security;
revoke all on table public.admin_factor_approvals from public, anon, authenticated;
-- The app confirms and forgets with the service key; a person reads which of their own apps count.
grant select, insert, delete on table public.admin_factor_approvals to service_role;
grant select on table public.admin_factor_approvals to authenticated;
create policy "People see which of their own apps are confirmed"
  on public.admin_factor_approvals for select to authenticated
  using (user_id = (select auth.uid()));

insert into public.admin_factor_approvals (factor_id, user_id)
select f.id, f.user_id from auth.mfa_factors f where f.status::text = 'verified'
on conflict do nothing;

-- What the session owes: whether the account has a confirmed app, and whether this session proved one.
create or replace function public.second_factor_assurance()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  sid text := auth.jwt() ->> 'session_id';
  enrolled boolean;
  verified boolean := false;
begin
  if uid is null then
    return jsonb_build_object('enrolled', false, 'verified', false);
  end if;
  enrolled := exists (
    select 1 from auth.mfa_factors f join public.admin_factor_approvals c on c.factor_id = f.id
     where f.user_id = uid and f.status::text = 'verified'
  );
  if auth.jwt() ->> 'aal' = 'aal2'
     and sid ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    verified := exists (
      select 1 from auth.sessions s join public.admin_factor_approvals c on c.factor_id = s.factor_id
       where s.id = sid::uuid and s.user_id = uid
    );
  end if;
  return jsonb_build_object('enrolled', enrolled, 'verified', verified);
end;
$$;

revoke all on function public.second_factor_assurance() from public, anon, authenticated;
grant execute on function public.second_factor_assurance() to authenticated;

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
  assurance jsonb;
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
  assurance := public.second_factor_assurance();
  if (assurance ->> 'verified')::boolean then
    return 'admin';
  end if;
  -- A confirmed app not proven by this session: a stolen password, whatever the setting.
  if (assurance ->> 'enrolled')::boolean then
    return 'none';
  end if;
  -- No row reads as required, so a deleted setting fails closed.
  if coalesce((select s.require_second_factor from public.security_settings s), true) then
    return 'needs-second-factor';
  end if;
  return 'admin';
end;
$$;
