-- A sign-in counts each attempt before it asks Auth, so a wave of parallel guesses cannot all
-- pass one check; release_form_rate_limit() gives the attempt back once Auth answers that it was
-- not a wrong guess, so only failures stay counted. It removes the newest hit (the hits are kept
-- in time order): which of two concurrent attempts' hits goes does not change the count.

create or replace function public.release_form_rate_limit(form_name text, client text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if form_name is null or client is null then
    raise exception 'release_form_rate_limit: invalid arguments' using errcode = '22023';
  end if;

  update public.form_rate_limits
  set hits = hits[1:cardinality(hits) - 1]
  where form = form_name and client_key = client and cardinality(hits) > 0;
end;
$$;

revoke all on function public.release_form_rate_limit(text, text) from public, anon, authenticated;
grant execute on function public.release_form_rate_limit(text, text) to service_role;

-- The sign-in was the only caller of the read-only check; claiming first replaces it.
drop function public.form_rate_limit_allows(text, text, integer, integer);
