-- Granting admin never trusts credentials someone else may have set (an address registered before its
-- owner, with a password its owner does not know, is never promoted as it is).
--
-- 1. revoke_user_sessions(target): ends every session of a user, so `npm run admin:create
--    -- <email> --existing-account` can cut off whoever signed in to a pre-registered account
--    before it becomes an admin. Deleting a row of auth.sessions deletes its refresh tokens
--    (refresh_tokens.session_id references sessions on delete cascade, in GoTrue's own
--    migrations and in the embedded backend), so none of them can be exchanged again.
--    Only service_role may call it.
-- 2. is_admin() also requires the caller's session to be live: an access token stays valid
--    until `exp` (an hour) after its session is deleted, and without this check it would keep
--    reading every enquiry for that hour. GoTrue puts the session's id in every access token's
--    `session_id` claim and deletes the row on sign-out, on a password change and here.
--
-- Both are plpgsql, whose bodies are resolved when called, not when created: the embedded
-- backend creates auth.sessions after it has applied the migrations. On a hosted project the
-- owner of these functions (postgres, which runs `supabase db push`) holds ALL on the auth
-- schema's tables and BYPASSRLS, so it may read and delete auth.sessions rows.

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
  );
end;
$$;

create or replace function public.revoke_user_sessions(target uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  ended integer;
begin
  if target is null then
    raise exception 'revoke_user_sessions needs a user id.' using errcode = '22004';
  end if;
  delete from auth.sessions where user_id = target;
  get diagnostics ended = row_count;
  -- Refresh tokens issued before GoTrue had sessions carry no session_id, so no cascade
  -- reaches them; refresh_tokens.user_id is text in GoTrue's schema.
  delete from auth.refresh_tokens where user_id = target::text;
  return ended;
end;
$$;

-- Privileges: is_admin() keeps the grants of the core schema; revoke_user_sessions() is for the
-- service role alone (functions are executable by PUBLIC by default, and Supabase's default
-- privileges grant the API roles everything in public).
revoke all on function public.is_admin() from public, anon, authenticated;
grant execute on function public.is_admin() to anon, authenticated;

revoke all on function public.revoke_user_sessions(uuid) from public, anon, authenticated;
grant execute on function public.revoke_user_sessions(uuid) to service_role;
