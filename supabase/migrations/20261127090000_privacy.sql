-- Retention, consent and a person's requests. Enquiries and unapproved reviews are deleted when
-- their period ends (purge_expired_personal_data, run by the app with the service key); an admin can
-- find, export or erase everything held about one person. The audit rows these write hold counts
-- and a keyed hash of the person made by the app (its key never reaches the database), never a
-- name, an address or a word the person wrote.

-- Review consent ---------------------------------------------------------------------------------

alter table public.reviews
  add column consent_version text,
  add column consented_at timestamptz,
  add constraint reviews_consent_complete check ((consent_version is null) = (consented_at is null)),
  add constraint reviews_consent_version_length check (char_length(consent_version) between 1 and 40);

-- The time of consent comes from the database: a client cannot backdate it.
create or replace function public.stamp_review_consent()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.consented_at := case when new.consent_version is not null then now() end;
  return new;
end;
$$;

revoke all on function public.stamp_review_consent() from public, anon, authenticated;

create trigger reviews_stamp_consent
  before insert on public.reviews
  for each row execute function public.stamp_review_consent();

grant insert (consent_version) on table public.reviews to anon, authenticated;

-- A person's rows are found by e-mail (enquiries) and by name (reviews, which carry no e-mail).
create index form_submissions_lower_email_idx on public.form_submissions (lower(email));
create index reviews_lower_name_idx on public.reviews (lower(btrim(name)));

-- Audit rows about a person or a retention run ---------------------------------------------------

alter table public.admin_audit
  alter column target_id drop not null,
  add column subject_hash text,
  drop constraint admin_audit_action_known;

alter table public.admin_audit
  add constraint admin_audit_action_known check (
    action in (
      'review.approved', 'review.unapproved', 'review.deleted', 'submission.handled',
      'submission.reopened', 'person.exported', 'person.erased', 'retention.purged'
    )
  ),
  add constraint admin_audit_target_known check (
    target_table in ('reviews', 'form_submissions', 'person', 'retention')
  ),
  -- A moderation row names its row; a person or retention row names none and counts only.
  add constraint admin_audit_target_shape check (
    case
      when action in ('person.exported', 'person.erased') then
        target_table = 'person' and target_id is null and subject_hash ~ '^[0-9a-f]{64}$'
      when action = 'retention.purged' then
        target_table = 'retention' and target_id is null and subject_hash is null
      else target_id is not null and subject_hash is null
    end
  );

-- Helpers of the functions below, in a schema the API does not expose.
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

-- "2 enquiries, 1 review, 3 e-mails": the only label a person or retention row may carry.
create or replace function private.privacy_counts_label(submissions integer, reviews integer, notifications integer)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select submissions || case when submissions = 1 then ' enquiry' else ' enquiries' end || ', '
      || reviews || case when reviews = 1 then ' review' else ' reviews' end || ', '
      || notifications || case when notifications = 1 then ' e-mail' else ' e-mails' end;
$$;

-- While a privacy function deletes, the moderation trigger stays quiet: a review.deleted row would
-- carry the name being erased, and the function writes its own row of counts.
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
begin
  if current_setting('kalpix.privacy_erasure', true) = 'on' then
    return null;
  end if;
  if tg_table_name = 'reviews' then
    if tg_op = 'DELETE' then
      verb := 'review.deleted';
      target := old;
    elsif new.approved is distinct from old.approved then
      verb := case when new.approved then 'review.approved' else 'review.unapproved' end;
      target := new;
    end if;
  elsif tg_table_name = 'form_submissions' then
    if (new.handled_at is null) is distinct from (old.handled_at is null) then
      verb := case when new.handled_at is null then 'submission.reopened' else 'submission.handled' end;
      target := new;
    end if;
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

-- Retention ---------------------------------------------------------------------------------------

-- One batch of what has outlived its period: enquiries older than `enquiry_months`, unapproved
-- reviews older than `unapproved_review_months` (approved ones are published and stay), the
-- e-mails queued for them and e-mails left behind by rows deleted otherwise; their audit labels
-- become 'erased'. Callers repeat it until a batch comes back short.
create or replace function public.purge_expired_personal_data(
  enquiry_months integer,
  unapproved_review_months integer,
  batch integer default 500
)
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
  orphans integer;
begin
  if enquiry_months is null or enquiry_months not between 1 and 120
     or unapproved_review_months is null or unapproved_review_months not between 1 and 120
     or batch is null or batch not between 1 and 5000 then
    raise exception 'purge_expired_personal_data: invalid arguments' using errcode = '22023';
  end if;
  perform set_config('kalpix.privacy_erasure', 'on', true);

  with expired as (
    select s.id from public.form_submissions s
     where s.created_at < now() - make_interval(months => enquiry_months)
     order by s.created_at, s.id
     limit batch
     for update skip locked
  ), deleted as (
    delete from public.form_submissions s using expired where s.id = expired.id returning s.id
  )
  select coalesce(array_agg(id), '{}') into submission_ids from deleted;

  with expired as (
    select r.id from public.reviews r
     where not r.approved
       and r.created_at < now() - make_interval(months => unapproved_review_months)
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

  -- E-mails whose enquiry or review is gone (a review an admin deleted) keep its text: they go too.
  delete from public.notification_outbox o
   where o.id in (
     select d.id from public.notification_outbox d
      where (d.kind = 'submission' and not exists (select 1 from public.form_submissions s where s.id = d.source_id))
         or (d.kind = 'review' and not exists (select 1 from public.reviews r where r.id = d.source_id))
      limit batch
   );
  get diagnostics orphans = row_count;
  notifications := notifications + orphans;

  -- The forms' abuse-prevention codes idle for a day go even when no form is sent meanwhile.
  delete from public.form_rate_limits idle
   where (idle.form, idle.client_key) in (
     select stale.form, stale.client_key from public.form_rate_limits stale
      where stale.last_hit < now() - interval '1 day'
      limit batch
      for update skip locked
   );

  update public.admin_audit a
     set target_label = 'erased'
   where a.target_id = any(submission_ids || review_ids) and a.target_label <> 'erased';

  if cardinality(submission_ids) + cardinality(review_ids) + notifications > 0 then
    -- No one acts: the job runs on a schedule, so no actor is named.
    insert into public.admin_audit (actor_id, actor_email, action, target_table, target_id, target_label)
    values (
      null,
      null,
      'retention.purged',
      'retention',
      null,
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

-- A person's requests -----------------------------------------------------------------------------

-- Everything held about one person: enquiries by e-mail, reviews by name (trimmed, any case), and
-- every queued e-mail of those or carrying that address or name (one whose row is already gone).
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
           'message', s.message, 'handled_at', s.handled_at
         ) order by s.created_at desc, s.id desc), '[]')
    into submissions
    from public.form_submissions s
   where wanted_email is not null and lower(s.email) = wanted_email;

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', r.id, 'created_at', r.created_at, 'name', r.name, 'rating', r.rating,
           'comment', r.comment, 'approved', r.approved, 'consent_version', r.consent_version,
           'consented_at', r.consented_at
         ) order by r.created_at desc, r.id desc), '[]')
    into reviews
    from public.reviews r
   where wanted_name is not null and lower(btrim(r.name)) = wanted_name;

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', o.id, 'created_at', o.created_at, 'kind', o.kind, 'source_id', o.source_id,
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

-- The label and checks every audited person request shares.
create or replace function private.person_audit(p_action text, p_person jsonb, p_subject_hash text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  if p_subject_hash is null or p_subject_hash !~ '^[0-9a-f]{64}$' then
    raise exception 'The subject hash must be 64 hexadecimal digits.' using errcode = '22023';
  end if;
  insert into public.admin_audit (actor_id, actor_email, action, target_table, target_id, target_label, subject_hash)
  values (
    auth.uid(),
    coalesce((select u.email from auth.users u where u.id = auth.uid()), auth.role()),
    p_action,
    'person',
    null,
    private.privacy_counts_label(
      jsonb_array_length(p_person -> 'submissions'),
      jsonb_array_length(p_person -> 'reviews'),
      jsonb_array_length(p_person -> 'notifications')
    ),
    p_subject_hash
  );
end;
$$;

create or replace function public.admin_export_person(p_email text, p_name text, p_subject_hash text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  person jsonb := public.admin_person_data(p_email, p_name);
begin
  perform private.person_audit('person.exported', person, p_subject_hash);
  return person;
end;
$$;

-- Deletes what admin_person_data finds (an approved review too: a withdrawn review disappears) and
-- turns every audit label naming the person into 'erased'; one person.erased row of counts remains.
create or replace function public.admin_erase_person(p_email text, p_name text, p_subject_hash text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  person jsonb := public.admin_person_data(p_email, p_name);
  wanted_name text := nullif(lower(btrim(p_name)), '');
  submission_ids uuid[] := array(select (x ->> 'id')::uuid from jsonb_array_elements(person -> 'submissions') x);
  review_ids uuid[] := array(select (x ->> 'id')::uuid from jsonb_array_elements(person -> 'reviews') x);
  notification_ids bigint[] := array(select (x ->> 'id')::bigint from jsonb_array_elements(person -> 'notifications') x);
begin
  -- Checked before anything is deleted: an erasure is never left without its audit row.
  perform private.person_audit('person.erased', person, p_subject_hash);
  perform set_config('kalpix.privacy_erasure', 'on', true);
  delete from public.notification_outbox where id = any(notification_ids);
  delete from public.form_submissions where id = any(submission_ids);
  delete from public.reviews where id = any(review_ids);
  update public.admin_audit a
     set target_label = 'erased'
   where a.target_table in ('reviews', 'form_submissions')
     and a.target_label <> 'erased'
     and (a.target_id = any(submission_ids || review_ids)
          or (wanted_name is not null and lower(btrim(a.target_label)) = wanted_name));
  perform set_config('kalpix.privacy_erasure', '', true);
  return jsonb_build_object(
    'submissions', cardinality(submission_ids),
    'reviews', cardinality(review_ids),
    'notifications', cardinality(notification_ids)
  );
end;
$$;

-- Privileges --------------------------------------------------------------------------------------

revoke all on function private.privacy_counts_label(integer, integer, integer) from public;
revoke all on function private.person_audit(text, jsonb, text) from public;
revoke all on function public.purge_expired_personal_data(integer, integer, integer) from public, anon, authenticated, service_role;
revoke all on function public.admin_person_data(text, text) from public, anon, authenticated, service_role;
revoke all on function public.admin_export_person(text, text, text) from public, anon, authenticated, service_role;
revoke all on function public.admin_erase_person(text, text, text) from public, anon, authenticated, service_role;

grant execute on function public.purge_expired_personal_data(integer, integer, integer) to service_role;
grant execute on function public.admin_person_data(text, text) to authenticated;
grant execute on function public.admin_export_person(text, text, text) to authenticated;
grant execute on function public.admin_erase_person(text, text, text) to authenticated;
