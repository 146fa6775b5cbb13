-- Core Web Vitals from real page views: one row per metric per view, with nothing that identifies
-- a visitor or links two views (no address, no identifier, no query string). Written by the server
-- only (the service key, after the route has validated the report); read by admins only; kept 90 days.

create table public.web_vitals (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  day date not null default current_date,
  route text not null,
  metric text not null,
  value double precision not null,
  rating text not null,
  target text,
  -- INP only: how the slowest interaction was made.
  interaction text,
  device text not null,
  connection text,
  constraint web_vitals_route_pattern check (route ~ '^/[a-z0-9/_.\[\]-]*$' and char_length(route) <= 200),
  constraint web_vitals_metric_known check (metric in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  constraint web_vitals_value_range check (value >= 0 and value <= 600000),
  constraint web_vitals_rating_known check (rating in ('good', 'needs-improvement', 'poor')),
  -- A CSS selector of tags, ids and classes, as the route cleans it (lib/schemas/web-vitals-target.ts).
  constraint web_vitals_target_selector check (target ~ '^[A-Za-z0-9#._>:/()%\[\]-]{1,120}$'),
  constraint web_vitals_interaction_known
    check (interaction is null or (interaction in ('pointer', 'keyboard') and metric = 'INP')),
  constraint web_vitals_device_known check (device in ('mobile', 'desktop')),
  constraint web_vitals_connection_known check (connection in ('slow-2g', '2g', '3g', '4g'))
);

-- The view reads a window of days per metric and device; the purge reads by day.
create index web_vitals_day_metric_idx on public.web_vitals (day, metric, device, route);

alter table public.web_vitals enable row level security;
revoke all on table public.web_vitals from anon, authenticated;
grant select on table public.web_vitals to authenticated;
grant select, insert, delete on table public.web_vitals to service_role;

create policy "Admins read web vitals"
  on public.web_vitals for select to authenticated
  using ((select public.is_admin()));

-- Deletes up to `batch` rows older than 90 days (the day of the view, not of the insert) and says
-- how many went. The app calls it with the service key until a batch comes back short
-- (lib/data/web-vitals.ts, from the retention purge the cron route and dashboard visits run).
create or replace function public.purge_expired_web_vitals(batch integer default 5000)
returns integer
language plpgsql
volatile
-- The owner's rights: `for update` needs an UPDATE grant, which no API role has on the table.
security definer
set search_path = ''
as $$
declare
  deleted integer;
begin
  if batch is null or batch not between 1 and 50000 then
    raise exception 'purge_expired_web_vitals: invalid arguments' using errcode = '22023';
  end if;

  -- Two runs at once (the cron and a dashboard visit) take different rows instead of waiting.
  delete from public.web_vitals v
   where v.id in (
     select old.id from public.web_vitals old
      where old.day < current_date - 90
      limit batch
      for update skip locked
   );
  get diagnostics deleted = row_count;
  return deleted;
end;
$$;

revoke all on function public.purge_expired_web_vitals(integer) from public, anon, authenticated, service_role;
grant execute on function public.purge_expired_web_vitals(integer) to service_role;
