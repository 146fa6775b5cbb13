-- The admin Speed page: Core Web Vitals from real visits, as the 75th percentile per route and
-- device, for the whole site, per day, and the elements behind poor values. One admin-only function
-- answers it all in one round trip, as one snapshot (one current_date for every part).
--
-- p75 is percentile_disc(0.75): the smallest measured value that at least 3 in 4 samples reach or
-- beat. It is always a value a real visit got (no interpolation between two visits), so "3 in 4
-- visits got this or better" is exactly true of it.
-- The window is the last `days` days including today (day >= current_date - (days - 1)), clamped
-- to 1..90 (the table keeps 90 days); the answer carries the days and the first day it used.

-- Each p75 sorts its group's values: these indexes hand them over already in that order, so no
-- sort of the whole window is needed (in the embedded database at a million rows and 28 days, the
-- table's own index and a sort took 0.9 to 1.1 s for the route and day figures, these 0.2 to 0.4 s).
-- Per route, and for the whole site, in one pass; the day is checked in the index.
create index web_vitals_route_p75_idx
  on public.web_vitals (metric, device, route, value)
  include (day);
-- Per day: the window's days only (a skip scan over the device).
create index web_vitals_day_p75_idx
  on public.web_vitals (metric, device, day, value);
-- Poor values, with what caused them: a small part of the rows, in a partial index of their own.
create index web_vitals_poor_idx
  on public.web_vitals (day, metric)
  include (route, target)
  where rating = 'poor';

create or replace function public.admin_web_vitals_report(days integer default 28)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
-- Planned for each call's own window: 7 days and 90 want different plans, and a cached generic
-- plan (which cannot see the date) would serve one of them badly.
set plan_cache_mode = force_custom_plan
as $$
declare
  window_days integer := least(greatest(coalesce(days, 28), 1), 90);
  since date := current_date - (least(greatest(coalesce(days, 28), 1), 90) - 1);
  report jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only admins can read the speed report.' using errcode = '42501';
  end if;

  with by_route as (
    select
      v.metric,
      v.device,
      v.route,
      percentile_disc(0.75) within group (order by v.value) as p75,
      count(*) as samples
    from public.web_vitals v
    where v.metric in ('LCP', 'INP', 'CLS') and v.day >= since
    -- A null route is the whole site (the rollup of its routes).
    group by grouping sets ((v.metric, v.device, v.route), (v.metric, v.device))
  ),
  by_day as (
    select
      v.metric,
      v.device,
      v.day,
      percentile_disc(0.75) within group (order by v.value) as p75,
      count(*) as samples
    from public.web_vitals v
    where v.metric in ('LCP', 'INP', 'CLS') and v.day >= since
    group by v.metric, v.device, v.day
  ),
  -- The rating is the collection's own, from the value and the same thresholds as the page's.
  poor_targets as (
    select
      p.route,
      p.metric,
      p.target,
      count(*) as samples,
      sum(count(*)) over (partition by p.route, p.metric) as poor,
      row_number() over (partition by p.route, p.metric order by (p.target is null), count(*) desc, p.target) as place
    from public.web_vitals p
    where p.rating = 'poor' and p.metric in ('LCP', 'INP', 'CLS') and p.day >= since
    group by p.route, p.metric, p.target
  )
  select jsonb_build_object(
    'days', window_days,
    'since', since,
    'site', coalesce((
      select jsonb_agg(jsonb_build_object('metric', r.metric, 'device', r.device, 'p75', r.p75, 'samples', r.samples)
                       order by r.metric, r.device)
        from by_route r where r.route is null), '[]'::jsonb),
    'routes', coalesce((
      select jsonb_agg(jsonb_build_object(
               'route', r.route, 'metric', r.metric, 'device', r.device, 'p75', r.p75, 'samples', r.samples)
             order by r.route, r.metric, r.device)
        from by_route r where r.route is not null), '[]'::jsonb),
    'trend', coalesce((
      select jsonb_agg(jsonb_build_object(
               'day', d.day, 'metric', d.metric, 'device', d.device, 'p75', d.p75, 'samples', d.samples)
             order by d.metric, d.device, d.day)
        from by_day d), '[]'::jsonb),
    -- The three most frequent targets of each route's poor values, beside how many were poor.
    'targets', coalesce((
      select jsonb_agg(jsonb_build_object(
               'route', t.route, 'metric', t.metric, 'target', t.target, 'samples', t.samples, 'poor', t.poor)
             order by t.route, t.metric, t.place)
        from poor_targets t where t.place <= 3 and t.target is not null), '[]'::jsonb)
  ) into report;

  return report;
end;
$$;

revoke all on function public.admin_web_vitals_report(integer) from public, anon;
grant execute on function public.admin_web_vitals_report(integer) to authenticated;
