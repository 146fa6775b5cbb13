-- The Speed page names the element behind a poor value as a person sees it: beside the selector
-- (`img.h-auto.w-full`, `path`), the words a person knows it by (an image's alt text, a heading's
-- or a button's text, a field's label) and the heading of the section it is in. The browser reads
-- them from the element the metric names (never a field's value nor running text); the route
-- keeps one line of at most 80 characters of each. Rows stored before have neither, and the page
-- describes them by their tag ("An image").

alter table public.web_vitals add column target_label text;
alter table public.web_vitals add column target_section text;
alter table public.web_vitals add constraint web_vitals_target_label_words check (
  target_label is null
  or (target is not null and char_length(target_label) between 1 and 80 and target_label !~ '[[:cntrl:]]')
);
alter table public.web_vitals add constraint web_vitals_target_section_words check (
  target_section is null
  or (target is not null and char_length(target_section) between 1 and 80 and target_section !~ '[[:cntrl:]]')
);

-- Poor values with what caused them, the words included, so the report still reads only the index.
drop index if exists public.web_vitals_poor_idx;
create index web_vitals_poor_idx
  on public.web_vitals (day, metric)
  include (route, target, target_label, target_section)
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
      p.target_label,
      p.target_section,
      count(*) as samples,
      sum(count(*)) over (partition by p.route, p.metric) as poor,
      row_number() over (
        partition by p.route, p.metric
        order by (p.target is null), count(*) desc, p.target, p.target_label, p.target_section
      ) as place
    from public.web_vitals p
    where p.rating = 'poor' and p.metric in ('LCP', 'INP', 'CLS') and p.day >= since
    group by p.route, p.metric, p.target, p.target_label, p.target_section
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
               'route', t.route, 'metric', t.metric, 'target', t.target, 'label', t.target_label,
               'section', t.target_section, 'samples', t.samples, 'poor', t.poor)
             order by t.route, t.metric, t.place)
        from poor_targets t where t.place <= 3 and t.target is not null), '[]'::jsonb)
  ) into report;

  return report;
end;
$$;

revoke all on function public.admin_web_vitals_report(integer) from public, anon;
grant execute on function public.admin_web_vitals_report(integer) to authenticated;
