-- Enquiries staff can act on: where each came from (first page, referrer origin, campaign tags,
-- the page the form was sent from), suspected spam kept apart instead of dropped, and two more
-- outbox channels: an automatic answer to the person and a signed webhook for the team's tools.
-- The app validates every value first; these checks only make sure nothing else is ever stored.

-- Where an enquiry came from ---------------------------------------------------------------------

alter table public.form_submissions
  add column landing_page text,
  add column referrer_origin text,
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column utm_term text,
  add column utm_content text,
  add column sent_from text,
  add constraint form_submissions_landing_page_path check (landing_page ~ '^/[A-Za-z0-9._~%/-]*$' and char_length(landing_page) <= 300),
  add constraint form_submissions_sent_from_path check (sent_from ~ '^/[A-Za-z0-9._~%/-]*$' and char_length(sent_from) <= 300),
  add constraint form_submissions_referrer_origin check (referrer_origin ~ '^https?://[a-z0-9.-]+(:[0-9]{1,5})?$' and char_length(referrer_origin) <= 270),
  add constraint form_submissions_utm_values check (
    utm_source ~ '^[A-Za-z0-9 ._~+:@/-]{1,100}$' and utm_medium ~ '^[A-Za-z0-9 ._~+:@/-]{1,100}$'
    and utm_campaign ~ '^[A-Za-z0-9 ._~+:@/-]{1,100}$' and utm_term ~ '^[A-Za-z0-9 ._~+:@/-]{1,100}$'
    and utm_content ~ '^[A-Za-z0-9 ._~+:@/-]{1,100}$'
  );

-- One word per enquiry for the filter: the campaign's source, else the referring site, else
-- 'direct'; null for enquiries stored before sources were recorded.
alter table public.form_submissions
  add column source text generated always as (
    coalesce(
      lower(utm_source),
      substring(referrer_origin from '^https?://(?:www\.)?([^:/]+)'),
      case when landing_page is not null or sent_from is not null then 'direct' end
    )
  ) stored;

create index form_submissions_source_created_at_id_idx
  on public.form_submissions (source, created_at desc, id desc);

-- Suspected spam ---------------------------------------------------------------------------------
-- Why a row is set apart: the hidden field filled, sent faster than a person types, mostly links,
-- or a member of staff said so. Null is a normal row.

alter table public.form_submissions
  add column spam_reason text,
  add constraint form_submissions_spam_reason_known check (spam_reason in ('honeypot', 'too-fast', 'links', 'staff'));

alter table public.reviews
  add column spam_reason text,
  add constraint reviews_spam_reason_known check (spam_reason in ('honeypot', 'too-fast', 'links', 'staff')),
  add constraint reviews_spam_never_published check (not (approved and spam_reason is not null));

grant insert (landing_page, referrer_origin, utm_source, utm_medium, utm_campaign, utm_term, utm_content, sent_from, spam_reason)
  on table public.form_submissions to anon, authenticated;
grant insert (spam_reason) on table public.reviews to anon, authenticated;
-- Admins move rows in and out of spam; the update policies already limit rows to admins.
grant update (spam_reason) on table public.form_submissions, public.reviews to authenticated;

create index form_submissions_spam_created_at_id_idx
  on public.form_submissions (created_at desc, id desc) where spam_reason is not null;

-- Outbox channels --------------------------------------------------------------------------------

alter table public.notification_outbox
  add column channel text not null default 'staff_email',
  drop constraint notification_outbox_source_once,
  add constraint notification_outbox_channel_known check (channel in ('staff_email', 'auto_reply', 'webhook')),
  add constraint notification_outbox_source_once unique (kind, source_id, channel);

-- The auto-reply's one-a-day rule looks up earlier answers to the same address.
create index notification_outbox_auto_reply_email_idx
  on public.notification_outbox (lower(payload ->> 'email'), created_at) where channel = 'auto_reply';

-- Every channel of a stored row that is not spam: staff e-mail and webhook for both forms, and for
-- an enquiry's first arrival an answer to the person, unless that address had one in the last day.
-- A row rescued from spam notifies staff then (once: the unique key), but sends the person nothing.
create or replace function public.enqueue_staff_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  source_kind text;
  source_payload jsonb;
  wanted text[] := array['staff_email', 'webhook'];
begin
  if tg_table_name = 'form_submissions' then
    source_kind := 'submission';
    source_payload := jsonb_build_object(
      'name', new.name, 'email', new.email, 'message', new.message, 'created_at', new.created_at,
      'source', new.source, 'landing_page', new.landing_page, 'referrer_origin', new.referrer_origin,
      'utm_campaign', new.utm_campaign, 'sent_from', new.sent_from);
    if tg_op = 'INSERT' then
      -- Two enquiries from one address at once: the second waits and sees the first's answer.
      perform pg_advisory_xact_lock(hashtext('auto_reply:' || lower(new.email)));
      if not exists (
        select 1 from public.notification_outbox o
         where o.channel = 'auto_reply'
           and lower(o.payload ->> 'email') = lower(new.email)
           and o.created_at > now() - interval '1 day'
      ) then
        wanted := wanted || 'auto_reply'::text;
      end if;
    end if;
  else
    source_kind := 'review';
    source_payload := jsonb_build_object(
      'name', new.name, 'rating', new.rating, 'comment', new.comment, 'created_at', new.created_at);
  end if;
  insert into public.notification_outbox (kind, source_id, channel, payload)
  select source_kind, new.id, wanted_channel, source_payload from unnest(wanted) as wanted_channel
  on conflict (kind, source_id, channel) do nothing;
  return null;
end;
$$;

drop trigger form_submissions_notify_staff on public.form_submissions;
drop trigger reviews_notify_staff on public.reviews;

create trigger form_submissions_notify_staff
  after insert on public.form_submissions
  for each row when (new.spam_reason is null)
  execute function public.enqueue_staff_notification();

create trigger form_submissions_notify_staff_when_rescued
  after update of spam_reason on public.form_submissions
  for each row when (old.spam_reason is not null and new.spam_reason is null)
  execute function public.enqueue_staff_notification();

create trigger reviews_notify_staff
  after insert on public.reviews
  for each row when (not new.approved and new.spam_reason is null)
  execute function public.enqueue_staff_notification();

create trigger reviews_notify_staff_when_rescued
  after update of spam_reason on public.reviews
  for each row when (old.spam_reason is not null and new.spam_reason is null and not new.approved)
  execute function public.enqueue_staff_notification();

-- Claims due rows of the channels this deployment delivers; the others wait (or are discarded).
drop function public.claim_staff_notifications(integer, integer);
create or replace function public.claim_staff_notifications(
  batch integer default 10,
  lease_seconds integer default 120,
  channels text[] default array['staff_email']
)
returns setof public.notification_outbox
language sql
security definer
set search_path = ''
as $$
  update public.notification_outbox o
     set locked_until = now() + make_interval(secs => greatest(lease_seconds, 10)),
         attempts = o.attempts + 1
   where o.id in (
     select d.id from public.notification_outbox d
      where d.sent_at is null
        and d.channel = any(channels)
        and d.next_attempt_at <= now()
        and (d.locked_until is null or d.locked_until < now())
      order by d.next_attempt_at, d.id
      limit least(greatest(batch, 1), 100)
      for update skip locked
   )
  returning o.*;
$$;

-- A channel the deployment has turned off sends nothing: its waiting rows (and their copy of the
-- person's words) are deleted rather than kept.
create or replace function public.discard_staff_notifications(channels text[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  discarded integer;
begin
  delete from public.notification_outbox o
   where o.sent_at is null
     and o.channel = any(channels)
     and (o.locked_until is null or o.locked_until < now());
  get diagnostics discarded = row_count;
  return discarded;
end;
$$;

revoke all on function public.claim_staff_notifications(integer, integer, text[]) from public, anon, authenticated;
revoke all on function public.discard_staff_notifications(text[]) from public, anon, authenticated;
grant execute on function public.claim_staff_notifications(integer, integer, text[]) to service_role;
grant execute on function public.discard_staff_notifications(text[]) to service_role;

-- Audit of spam decisions ------------------------------------------------------------------------

alter table public.admin_audit drop constraint admin_audit_action_known;
alter table public.admin_audit
  add constraint admin_audit_action_known check (
    action in (
      'review.approved', 'review.unapproved', 'review.deleted', 'review.spam', 'review.not_spam',
      'submission.handled', 'submission.reopened', 'submission.spam', 'submission.not_spam',
      'person.exported', 'person.erased', 'retention.purged'
    )
  );

-- As before, plus moving a row into or out of spam. Quiet while a privacy function deletes.
create or replace function public.write_admin_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  verb text;
  target record;
  noun text := case when tg_table_name = 'reviews' then 'review' else 'submission' end;
begin
  if current_setting('kalpix.privacy_erasure', true) = 'on' then
    return null;
  end if;
  if tg_op = 'DELETE' then
    verb := 'review.deleted';
    target := old;
  elsif (new.spam_reason is null) is distinct from (old.spam_reason is null) then
    verb := noun || case when new.spam_reason is null then '.not_spam' else '.spam' end;
    target := new;
  elsif tg_table_name = 'reviews' then
    if new.approved is distinct from old.approved then
      verb := case when new.approved then 'review.approved' else 'review.unapproved' end;
      target := new;
    end if;
  elsif (new.handled_at is null) is distinct from (old.handled_at is null) then
    verb := case when new.handled_at is null then 'submission.reopened' else 'submission.handled' end;
    target := new;
  end if;
  if verb is not null then
    insert into public.admin_audit (actor_id, actor_email, action, target_table, target_id, target_label)
    values (
      actor,
      coalesce((select u.email from auth.users u where u.id = actor), auth.role()),
      verb,
      tg_table_name,
      target.id,
      left(target.name, 100)
    );
  end if;
  return null;
end;
$$;

revoke all on function public.write_admin_audit() from public, anon, authenticated;

drop trigger reviews_audit on public.reviews;
drop trigger form_submissions_audit on public.form_submissions;

create trigger reviews_audit
  after update of approved, spam_reason or delete on public.reviews
  for each row execute function public.write_admin_audit();

create trigger form_submissions_audit
  after update of handled_at, spam_reason on public.form_submissions
  for each row execute function public.write_admin_audit();

-- Spam is kept for 30 days from its arrival, then deleted with what was queued for it. -----------

create or replace function public.purge_expired_spam(spam_days integer default 30, batch integer default 500)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  submission_ids uuid[];
  review_ids uuid[];
  notifications integer;
begin
  if spam_days is null or spam_days not between 1 and 365 or batch is null or batch not between 1 and 5000 then
    raise exception 'purge_expired_spam: invalid arguments' using errcode = '22023';
  end if;
  perform set_config('kalpix.privacy_erasure', 'on', true);

  with expired as (
    select s.id from public.form_submissions s
     where s.spam_reason is not null and s.created_at < now() - make_interval(days => spam_days)
     order by s.created_at, s.id
     limit batch
     for update skip locked
  ), deleted as (
    delete from public.form_submissions s using expired where s.id = expired.id returning s.id
  )
  select coalesce(array_agg(id), '{}') into submission_ids from deleted;

  with expired as (
    select r.id from public.reviews r
     where r.spam_reason is not null and r.created_at < now() - make_interval(days => spam_days)
     order by r.created_at, r.id
     limit batch
     for update skip locked
  ), deleted as (
    delete from public.reviews r using expired where r.id = expired.id returning r.id
  )
  select coalesce(array_agg(id), '{}') into review_ids from deleted;

  delete from public.notification_outbox o
   where (o.kind = 'submission' and o.source_id = any(submission_ids))
      or (o.kind = 'review' and o.source_id = any(review_ids));
  get diagnostics notifications = row_count;

  update public.admin_audit a
     set target_label = 'erased'
   where a.target_id = any(submission_ids || review_ids) and a.target_label <> 'erased';

  if cardinality(submission_ids) + cardinality(review_ids) > 0 then
    insert into public.admin_audit (actor_id, actor_email, action, target_table, target_id, target_label)
    values (
      null, null, 'retention.purged', 'retention', null,
      private.privacy_counts_label(cardinality(submission_ids), cardinality(review_ids), notifications)
    );
  end if;

  perform set_config('kalpix.privacy_erasure', '', true);
  return jsonb_build_object(
    'submissions', cardinality(submission_ids),
    'reviews', cardinality(review_ids),
    'notifications', notifications
  );
end;
$$;

revoke all on function public.purge_expired_spam(integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.purge_expired_spam(integer, integer) to service_role;

-- Lists: spam has its own filter and stays out of every other; enquiries filter by source. --------

drop function public.admin_list_form_submissions(text, text, timestamptz, uuid, text, integer);

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

-- The sources enquiries came from, most frequent first, for the filter's choices (spam left out).
create or replace function public.admin_submission_sources()
returns table (source text, enquiries bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can list enquiry sources.' using errcode = '42501';
  end if;
  return query
    select s.source, count(*) from public.form_submissions s
     where s.source is not null and s.spam_reason is null
     group by s.source
     order by count(*) desc, s.source
     limit 50;
end;
$$;

create or replace function public.admin_list_reviews(
  search text default null,
  status text default null,
  cursor_approved boolean default null,
  cursor_created_at timestamptz default null,
  cursor_id uuid default null,
  direction text default 'older',
  page_size integer default 21
)
returns setof public.reviews
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  newer boolean := direction = 'newer';
  mixed boolean := status is null or status not in ('pending', 'approved', 'spam');
  sql_text text;
begin
  if not public.is_admin() then
    raise exception 'Only admins can list reviews.' using errcode = '42501';
  end if;
  sql_text := 'select r.* from public.reviews r where true';
  if nullif(search, '') is not null then
    sql_text := sql_text || ' and (r.name ilike $1 or r.comment ilike $1)';
  end if;
  if status = 'spam' then
    sql_text := sql_text || ' and r.spam_reason is not null';
  else
    sql_text := sql_text || ' and r.spam_reason is null';
  end if;
  if status = 'pending' then
    sql_text := sql_text || ' and not r.approved';
  elsif status = 'approved' then
    sql_text := sql_text || ' and r.approved';
  end if;
  if cursor_created_at is not null and cursor_id is not null then
    if mixed and cursor_approved is not null then
      -- Pending (false) sorts before approved (true); within each, newest first.
      sql_text := sql_text || case when newer
        then ' and (r.approved < $5 or (r.approved = $5 and (r.created_at, r.id) > ($2, $3)))'
        else ' and (r.approved > $5 or (r.approved = $5 and (r.created_at, r.id) < ($2, $3)))' end;
    else
      sql_text := sql_text || case when newer then ' and (r.created_at, r.id) > ($2, $3)' else ' and (r.created_at, r.id) < ($2, $3)' end;
    end if;
  end if;
  sql_text := sql_text || ' order by '
    || case when mixed then (case when newer then 'r.approved desc, ' else 'r.approved asc, ' end) else '' end
    || case when newer then 'r.created_at asc, r.id asc' else 'r.created_at desc, r.id desc' end
    || ' limit $4';
  if newer then
    sql_text := 'select * from (' || sql_text || ') page order by '
      || case when mixed then 'page.approved asc, ' else '' end || 'page.created_at desc, page.id desc';
  end if;
  return query execute sql_text
    using public.contains_pattern(nullif(search, '')), cursor_created_at, cursor_id,
      least(greatest(coalesce(page_size, 21), 1), 1000), cursor_approved;
end;
$$;

-- What waits for staff: spam is not waiting for anyone.
create or replace function public.admin_dashboard_counts()
returns table (new_submissions bigint, pending_reviews bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can read the dashboard counts.' using errcode = '42501';
  end if;
  return query select
    (select count(*) from public.form_submissions where handled_at is null and spam_reason is null),
    (select count(*) from public.reviews where not approved and spam_reason is null);
end;
$$;

revoke all on function public.admin_list_form_submissions(text, text, timestamptz, uuid, text, integer, text) from public, anon;
revoke all on function public.admin_submission_sources() from public, anon;
grant execute on function public.admin_list_form_submissions(text, text, timestamptz, uuid, text, integer, text) to authenticated;
grant execute on function public.admin_submission_sources() to authenticated;

-- A person's data -------------------------------------------------------------------------------
-- What is held about a person now includes where each enquiry came from, whether it was set apart
-- as spam, and each queued notification's channel (an e-mail to staff, an auto-reply, a webhook).

create or replace function public.admin_person_data(p_email text, p_name text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  wanted_email text := nullif(lower(btrim(p_email)), '');
  wanted_name text := nullif(lower(btrim(p_name)), '');
  submissions jsonb;
  reviews jsonb;
  notifications jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only admins can read or erase a person''s data.' using errcode = '42501';
  end if;
  if wanted_email is null and wanted_name is null then
    raise exception 'Give an e-mail address or a name.' using errcode = '22023';
  end if;

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', s.id, 'created_at', s.created_at, 'name', s.name, 'email', s.email,
           'message', s.message, 'handled_at', s.handled_at, 'spam_reason', s.spam_reason,
           'source', s.source, 'landing_page', s.landing_page, 'referrer_origin', s.referrer_origin,
           'utm_source', s.utm_source, 'utm_medium', s.utm_medium, 'utm_campaign', s.utm_campaign,
           'utm_term', s.utm_term, 'utm_content', s.utm_content, 'sent_from', s.sent_from
         ) order by s.created_at desc, s.id desc), '[]')
    into submissions
    from public.form_submissions s
   where wanted_email is not null and lower(s.email) = wanted_email;

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', r.id, 'created_at', r.created_at, 'name', r.name, 'rating', r.rating,
           'comment', r.comment, 'approved', r.approved, 'consent_version', r.consent_version,
           'consented_at', r.consented_at, 'spam_reason', r.spam_reason
         ) order by r.created_at desc, r.id desc), '[]')
    into reviews
    from public.reviews r
   where wanted_name is not null and lower(btrim(r.name)) = wanted_name;

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', o.id, 'created_at', o.created_at, 'kind', o.kind, 'channel', o.channel, 'source_id', o.source_id,
           'sent_at', o.sent_at, 'attempts', o.attempts, 'payload', o.payload
         ) order by o.created_at desc, o.id desc), '[]')
    into notifications
    from public.notification_outbox o
   where (o.kind = 'submission' and (
            o.source_id in (select (x ->> 'id')::uuid from jsonb_array_elements(submissions) x)
            or (wanted_email is not null and lower(o.payload ->> 'email') = wanted_email)))
      or (o.kind = 'review' and (
            o.source_id in (select (x ->> 'id')::uuid from jsonb_array_elements(reviews) x)
            or (wanted_name is not null and lower(btrim(o.payload ->> 'name')) = wanted_name)));

  return jsonb_build_object('submissions', submissions, 'reviews', reviews, 'notifications', notifications);
end;
$$;

-- The audit's counts name notifications, not e-mails: a webhook is one too.
create or replace function private.privacy_counts_label(submissions integer, reviews integer, notifications integer)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select submissions || case when submissions = 1 then ' enquiry' else ' enquiries' end || ', '
      || reviews || case when reviews = 1 then ' review' else ' reviews' end || ', '
      || notifications || case when notifications = 1 then ' notification' else ' notifications' end;
$$;
