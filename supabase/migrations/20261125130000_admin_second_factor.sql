-- Staff accounts with a second factor, and a limit on guessing passwords from one browser.
--
-- 1. is_admin() answers false for an account that has a verified second factor (a row of
--    auth.mfa_factors with status 'verified') unless the caller's token says the session proved
--    it (`aal` = 'aal2'). Every policy and admin function asks is_admin(), so a password alone,
--    stolen or guessed, reads no enquiry and changes no review, through the app or straight
--    through the REST API. An account without a factor is unchanged (aal1 is all it can reach);
--    the app decides whether such an account must enrol first (ADMIN_REQUIRE_MFA).
-- 2. form_rate_limit_allows(): whether consume_form_rate_limit() would accept one more attempt,
--    without counting one. The login actions count only failures (consume), and ask this before
--    trying, so a browser at its limit is refused even with the right password.

create or replace function public.is_admin()
returns boolean
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
  -- A token without a well-formed session id (the anon and service keys, a hand-made JWT) is
  -- never an admin's; checked before the cast so a malformed claim is a "no", not an error.
  if uid is null or sid is null
     or sid !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  return exists (
    select 1
      from public.admin_users a
      join auth.sessions s on s.user_id = a.user_id
     where a.user_id = uid
       and s.id = sid::uuid
       -- A time-boxed or inactivity-limited session (hosted Pro plans) ends at not_after.
       and (s.not_after is null or s.not_after > now())
  ) and (
    aal is not distinct from 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f where f.user_id = uid and f.status::text = 'verified'
    )
  );
end;
$$;

revoke all on function public.is_admin() from public, anon, authenticated;
grant execute on function public.is_admin() to anon, authenticated;

create or replace function public.form_rate_limit_allows(
  form_name text,
  client text,
  max_attempts integer,
  window_seconds integer
)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  since timestamptz := now() - make_interval(secs => window_seconds);
begin
  if form_name is null or client is null
    or max_attempts is null or max_attempts not between 1 and 10000
    or window_seconds is null or window_seconds not between 1 and 86400 then
    raise exception 'form_rate_limit_allows: invalid arguments' using errcode = '22023';
  end if;
  return coalesce((
    select cardinality(array(select hit from unnest(r.hits) as hit where hit > since)) < max_attempts
      from public.form_rate_limits r
     where r.form = form_name and r.client_key = client
  ), true);
end;
$$;

revoke all on function public.form_rate_limit_allows(text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.form_rate_limit_allows(text, text, integer, integer) to anon, service_role;
