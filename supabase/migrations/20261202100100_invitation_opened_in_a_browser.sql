-- A mail system's link scanner fetches every link it delivers, so fetching the invitation page no
-- longer counts as opening it: the page asks, once a browser has shown it, through
-- open_review_invitation(); a review sent through the link (also without JavaScript) was opened.

create or replace function public.check_review_invitation(invitation_id uuid, token_hash text)
returns table (state text, name text, project text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found public.review_invitations;
begin
  select * into found from public.review_invitations i where i.id = invitation_id;
  if found.id is null then
    return query select 'unknown'::text, null::text, null::text;
  elsif found.token_hash <> token_hash then
    return query select 'replaced'::text, null::text, null::text;
  elsif found.used_at is not null then
    return query select 'used'::text, null::text, null::text;
  elsif found.revoked_at is not null then
    return query select 'revoked'::text, null::text, null::text;
  elsif found.expires_at <= now() then
    return query select 'expired'::text, null::text, null::text;
  else
    return query select 'valid'::text, found.name, found.project;
  end if;
end;
$$;

-- True when the link is live and now marked opened (the first time only sets the date).
create or replace function public.open_review_invitation(invitation_id uuid, token_hash text)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with opened as (
    update public.review_invitations i
       set opened_at = coalesce(i.opened_at, now())
     where i.id = $1 and i.token_hash = $2
       and i.used_at is null and i.revoked_at is null and i.expires_at > now()
    returning 1
  )
  select exists (select 1 from opened);
$$;

revoke all on function public.open_review_invitation(uuid, text) from public;
grant execute on function public.open_review_invitation(uuid, text) to anon, authenticated, service_role;

create or replace function public.review_invitation_opened_when_used()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.used_at is not null and new.opened_at is null then
    new.opened_at := new.used_at;
  end if;
  return new;
end;
$$;

revoke all on function public.review_invitation_opened_when_used() from public, anon, authenticated;

-- Named after review_invitations_guard, so it runs after it.
create trigger review_invitations_opened_when_used
  before update of used_at on public.review_invitations
  for each row execute function public.review_invitation_opened_when_used();
