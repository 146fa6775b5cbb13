-- The public forms' rate limit, counted in the database so that it holds across every server
-- instance (on Vercel each function instance has its own memory). One row per form and client:
-- the times of its recent accepted attempts, a sliding window as in lib/rate-limit.ts.
-- The client is an HMAC of its address made by the app (lib/client-key.ts): no address is stored.
-- Nobody reads or writes the table directly: RLS is on, with no policy and no grant to the API
-- roles; consume_form_rate_limit() is the one way in.

create table public.form_rate_limits (
  form text not null,
  client_key text not null,
  hits timestamptz[] not null,
  last_hit timestamptz not null,
  primary key (form, client_key),
  constraint form_rate_limits_form_format check (form ~ '^[a-z][a-z0-9_-]{0,31}$'),
  constraint form_rate_limits_client_key_length check (char_length(client_key) between 1 and 64)
);

-- Pruning finds idle rows by their last attempt.
create index form_rate_limits_last_hit_idx on public.form_rate_limits (last_hit);

alter table public.form_rate_limits enable row level security;
revoke all on table public.form_rate_limits from public, anon, authenticated;
grant all on table public.form_rate_limits to service_role;

-- Counts one attempt of `client` on `form_name` if fewer than `max_attempts` were accepted in
-- the last `window_seconds`, and says whether it was accepted. Atomic under concurrency: the
-- upsert locks the row, so two instances counting the same client at once are serialised.
-- A refused attempt is not counted. Each call also deletes a few rows idle for a day (more
-- than any window allowed here), so the table stays the size of the recent clients.
create or replace function public.consume_form_rate_limit(
  form_name text,
  client text,
  max_attempts integer,
  window_seconds integer
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  since timestamptz := now() - make_interval(secs => window_seconds);
  accepted boolean;
begin
  if form_name is null or client is null
    or max_attempts is null or max_attempts not between 1 and 10000
    or window_seconds is null or window_seconds not between 1 and 86400 then
    raise exception 'consume_form_rate_limit: invalid arguments' using errcode = '22023';
  end if;

  delete from public.form_rate_limits idle
  where (idle.form, idle.client_key) in (
    select stale.form, stale.client_key
    from public.form_rate_limits stale
    where stale.last_hit < now() - interval '1 day'
    limit 20
    for update skip locked
  );

  insert into public.form_rate_limits as existing (form, client_key, hits, last_hit)
  values (form_name, client, array[now()], now())
  on conflict (form, client_key) do update
    set hits = array(
          select hit from unnest(existing.hits) as hit where hit > since order by hit
        ) || now(),
        last_hit = now()
    where cardinality(array(select hit from unnest(existing.hits) as hit where hit > since)) < max_attempts
  returning true into accepted;

  return coalesce(accepted, false);
end;
$$;

revoke all on function public.consume_form_rate_limit(text, text, integer, integer) from public, anon, authenticated;
-- The forms write with the cookie-less publishable-key client, always as anon.
grant execute on function public.consume_form_rate_limit(text, text, integer, integer) to anon, service_role;
