-- Some earlier migrations were edited after databases had applied them, and a migration runs once
-- per database, so those databases (a local one made before the edit, a project pushed then)
-- missed the edits: an invited review then failed for want of the redeem function's new form. This
-- re-applies, in their final form and safely where they are already in place, the objects those
-- edits changed. From now on a change is a new migration (local-supabase warns of an edited one).

-- 20261128090000_leads: a quoted KX- reference finds its enquiry.
create or replace function public.admin_list_form_submissions(
  search text default null,
  status text default null,
  cursor_created_at timestamptz default null,
  cursor_id uuid default null,
  direction text default 'older',
  page_size integer default 21,
  source text default null
)
returns setof public.form_submissions
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  newer boolean := direction = 'newer';
  sql_text text;
begin
  if not public.is_admin() then
    raise exception 'Only admins can list form submissions.' using errcode = '42501';
  end if;
  sql_text := 'select s.* from public.form_submissions s where true';
  -- A reference the person quotes (KX- and the id's first 8 hex digits) finds its enquiry.
  if btrim(search) ~* '^kx-[0-9a-f]{8}$' then
    sql_text := sql_text || ' and s.id::text like $6';
  elsif nullif(search, '') is not null then
    sql_text := sql_text || ' and (s.name ilike $1 or s.email ilike $1)';
  end if;
  if status = 'spam' then
    sql_text := sql_text || ' and s.spam_reason is not null';
  else
    sql_text := sql_text || ' and s.spam_reason is null';
  end if;
  if status = 'new' then
    sql_text := sql_text || ' and s.handled_at is null';
  elsif status = 'handled' then
    sql_text := sql_text || ' and s.handled_at is not null';
  end if;
  if nullif(source, '') is not null then
    sql_text := sql_text || ' and s.source = $5';
  end if;
  if cursor_created_at is not null and cursor_id is not null then
    sql_text := sql_text || case when newer then ' and (s.created_at, s.id) > ($2, $3)' else ' and (s.created_at, s.id) < ($2, $3)' end;
  end if;
  sql_text := sql_text || case when newer then ' order by s.created_at asc, s.id asc' else ' order by s.created_at desc, s.id desc' end
    || ' limit $4';
  if newer then
    sql_text := 'select * from (' || sql_text || ') page order by page.created_at desc, page.id desc';
  end if;
  return query execute sql_text
    using public.contains_pattern(nullif(search, '')), cursor_created_at, cursor_id,
      least(greatest(coalesce(page_size, 21), 1), 1000), lower(source),
      lower(substring(btrim(search) from 4 for 8)) || '%';
end;
$$;

-- 20261129090000_abuse_limits: the hourly ceiling of automatic answers as a setting.
alter table public.security_settings
  add column if not exists auto_replies_per_hour integer not null default 20;
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'security_settings_auto_replies_per_hour') then
    alter table public.security_settings add constraint security_settings_auto_replies_per_hour
      check (auto_replies_per_hour between 0 and 10000);
  end if;
end;
$$;

-- 20261130100100_web_vitals_element_words: the section's heading beside the element's words.
alter table public.web_vitals add column if not exists target_section text;
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'web_vitals_target_section_words') then
    alter table public.web_vitals add constraint web_vitals_target_section_words check (
      target_section is null
      or (target is not null and char_length(target_section) between 1 and 80 and target_section !~ '[[:cntrl:]]')
    );
  end if;
end;
$$;
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

-- 20261201090200_person_invitations: an erasure relabels only the audit rows of rows already gone.
create or replace function public.admin_erase_person(
  p_email text,
  p_name text,
  p_subject_hash text,
  p_submission_ids uuid[],
  p_review_ids uuid[],
  p_notification_ids bigint[],
  p_invitation_ids uuid[] default '{}'
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  person jsonb := private.person_as_listed(p_email, p_name, p_submission_ids, p_review_ids,
                                           p_notification_ids, p_invitation_ids);
  submission_ids uuid[] := array(select (x ->> 'id')::uuid from jsonb_array_elements(person -> 'submissions') x);
  review_ids uuid[] := array(select (x ->> 'id')::uuid from jsonb_array_elements(person -> 'reviews') x);
  notification_ids bigint[] := array(select (x ->> 'id')::bigint from jsonb_array_elements(person -> 'notifications') x);
  invitation_ids uuid[] := array(
    select (x ->> 'id')::uuid from jsonb_array_elements(person -> 'invitations') x
    union select i.id from public.review_invitations i where i.review_id = any(review_ids)
  );
  erased_names text[] := array(
    select lower(btrim(x ->> 'name')) from jsonb_array_elements(person -> 'reviews') x
    union select lower(btrim(x ->> 'name')) from jsonb_array_elements(person -> 'submissions') x
    union select lower(btrim(x ->> 'name')) from jsonb_array_elements(person -> 'invitations') x
    union select lower(btrim(x -> 'payload' ->> 'name')) from jsonb_array_elements(person -> 'notifications') x
  );
  copies jsonb;
  audit_id bigint;
begin
  select coalesce(jsonb_agg(jsonb_build_object(
           'channel', o.channel,
           'kind', o.kind,
           -- An enquiry's id gives its reference (KX-...), which the staff e-mail carries.
           'source_id', case when o.kind = 'submission' then o.source_id end,
           'sent_at', o.sent_at,
           'to', coalesce(to_jsonb(o.delivered_to), '[]'::jsonb),
           'subject', o.delivered_subject,
           'host', o.delivered_host
         ) order by o.sent_at, o.id), '[]')
    into copies
    from public.notification_outbox o
   where o.id = any(notification_ids) and o.sent_at is not null;

  -- Checked before anything is deleted: an erasure is never left without its audit row.
  audit_id := private.person_audit('person.erased', person, p_subject_hash, copies);
  perform set_config('kalpix.privacy_erasure', 'on', true);
  delete from public.notification_outbox where id = any(notification_ids);
  delete from public.form_submissions where id = any(submission_ids);
  -- Their e-mails go too (review_invitations_forget_mail).
  delete from public.review_invitations where id = any(invitation_ids);
  delete from public.reviews where id = any(review_ids);
  update public.admin_audit a
     set target_label = 'erased'
   where a.target_table in ('reviews', 'form_submissions', 'review_invitations')
     and a.target_label <> 'erased'
     and (a.target_id = any(submission_ids || review_ids || invitation_ids)
          -- A row deleted earlier whose audit still names them; never another person's live row.
          or (lower(btrim(a.target_label)) = any(erased_names)
              and not exists (select 1 from public.reviews r where r.id = a.target_id)
              and not exists (select 1 from public.form_submissions f where f.id = a.target_id)
              and not exists (select 1 from public.review_invitations i where i.id = a.target_id)));
  perform set_config('kalpix.privacy_erasure', '', true);
  return jsonb_build_object(
    'submissions', cardinality(submission_ids),
    'reviews', cardinality(review_ids),
    'invitations', cardinality(invitation_ids),
    'notifications', cardinality(notification_ids),
    'record', audit_id,
    'outside_copies', copies
  );
end;
$$;

-- 20261201090000_review_invitations: one open link per address, unsent mail dropped with its link,
-- the invitation's own name on the review, and staff told which project a review is about.
create unique index if not exists review_invitations_one_open_per_address
  on public.review_invitations (lower(email)) where used_at is null and revoked_at is null;

create or replace function public.drop_unsent_invitation_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.notification_outbox o
   where o.kind = 'invitation' and o.source_id = new.id and o.sent_at is null;
  return null;
end;
$$;

drop trigger if exists review_invitations_drop_unsent_mail on public.review_invitations;
create trigger review_invitations_drop_unsent_mail
  after update of revoked_at, used_at on public.review_invitations
  for each row
  when ((new.revoked_at is not null and old.revoked_at is null)
        or (new.used_at is not null and old.used_at is null))
  execute function public.drop_unsent_invitation_mail();

drop function if exists public.redeem_review_invitation(uuid, text, text, integer, text, text, uuid, text);
create or replace function public.redeem_review_invitation(
  invitation_id uuid,
  token_hash text,
  review_rating integer,
  review_comment text,
  review_consent_version text,
  review_submission_key uuid default null,
  review_spam_reason text default null
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found public.review_invitations;
  stored uuid;
begin
  select * into found from public.review_invitations i where i.id = invitation_id for update;
  if found.id is null then
    return 'unknown';
  elsif found.token_hash <> token_hash then
    return 'replaced';
  elsif found.used_at is not null then
    if review_submission_key is not null and exists (
      select 1 from public.reviews r where r.id = found.review_id and r.submission_key = review_submission_key
    ) then
      return 'stored';
    end if;
    return 'used';
  elsif found.revoked_at is not null then
    return 'revoked';
  elsif found.expires_at <= now() then
    return 'expired';
  end if;
  insert into public.reviews (name, rating, comment, consent_version, submission_key, spam_reason, verified, project)
  values (found.name, review_rating, review_comment, review_consent_version, review_submission_key,
          review_spam_reason, true, found.project)
  returning id into stored;
  update public.review_invitations i set used_at = now(), review_id = stored where i.id = found.id;
  return 'stored';
end;
$$;

create or replace function public.enqueue_staff_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- A burst of real enquiries in an hour is far below this; a flood of forged ones costs at most it.
  auto_reply_per_hour integer := coalesce(
    (select s.auto_replies_per_hour from public.security_settings s), 20);
  source_kind text;
  source_payload jsonb;
  wanted text[] := array['staff_email', 'webhook'];
  mailbox text;
begin
  if tg_table_name = 'form_submissions' then
    source_kind := 'submission';
    source_payload := jsonb_build_object(
      'name', new.name, 'email', new.email, 'message', new.message, 'created_at', new.created_at,
      'source', new.source, 'landing_page', new.landing_page, 'referrer_origin', new.referrer_origin,
      'utm_campaign', new.utm_campaign, 'sent_from', new.sent_from);
    if tg_op = 'INSERT' then
      mailbox := private.mailbox(new.email);
      -- Two enquiries at once: the second waits and sees the first's answer (and the hour's count).
      perform pg_advisory_xact_lock(hashtext('auto_reply'));
      if exists (
        select 1 from public.notification_outbox o
         where o.channel = 'auto_reply'
           and private.mailbox(o.payload ->> 'email') = mailbox
           and o.created_at > now() - interval '1 day'
      ) then
        null;
      elsif (
        select count(*) from public.notification_outbox o
         where o.channel = 'auto_reply' and o.created_at > now() - interval '1 hour'
      ) >= auto_reply_per_hour then
        -- Staff read in their e-mail that this person got no answer and should get one from them.
        source_payload := source_payload || jsonb_build_object('auto_reply_withheld', true);
      else
        wanted := wanted || 'auto_reply'::text;
      end if;
    end if;
  else
    source_kind := 'review';
    source_payload := jsonb_build_object(
      'name', new.name, 'rating', new.rating, 'comment', new.comment, 'created_at', new.created_at,
      'verified', new.verified, 'project', new.project);
  end if;
  insert into public.notification_outbox (kind, source_id, channel, payload)
  select source_kind, new.id, wanted_channel, source_payload from unnest(wanted) as wanted_channel
  on conflict (kind, source_id, channel) do nothing;
  return null;
end;
$$;

revoke all on function public.drop_unsent_invitation_mail() from public, anon, authenticated;
revoke all on function public.redeem_review_invitation(uuid, text, integer, text, text, uuid, text) from public, anon, authenticated;
grant execute on function public.redeem_review_invitation(uuid, text, integer, text, text, uuid, text) to service_role;
