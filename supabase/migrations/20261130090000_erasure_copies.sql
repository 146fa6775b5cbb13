-- Copies outside the database. Each notification sent records where it went (the staff addresses,
-- the subject without the person's name, the webhook receiver's host); an erasure keeps that list
-- on its audit row, so staff can delete the e-mails and the receiver's copies by hand afterwards.
-- A name searched for now finds every review whose name contains it.

alter table public.notification_outbox
  add column delivered_to text[],
  add column delivered_subject text,
  add column delivered_host text,
  add constraint notification_outbox_delivered_subject_length check (char_length(delivered_subject) <= 300),
  add constraint notification_outbox_delivered_host_length check (char_length(delivered_host) <= 253),
  add constraint notification_outbox_delivered_to_size check (cardinality(delivered_to) <= 50);

-- The list of copies an erasure left outside: staff addresses, subjects, hosts and times only.
alter table public.admin_audit
  add column outside_copies jsonb,
  add constraint admin_audit_outside_copies_shape check (
    outside_copies is null or (action = 'person.erased' and jsonb_typeof(outside_copies) = 'array')
  );

drop function public.finish_staff_notification(bigint, text);

create or replace function public.finish_staff_notification(
  notification_id bigint,
  error text default null,
  mail_to text[] default null,
  mail_subject text default null,
  webhook_host text default null
)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.notification_outbox
     set sent_at = case when error is null then now() end,
         locked_until = null,
         last_error = left(error, 500),
         delivered_to = case when error is null then mail_to[1:50] end,
         delivered_subject = case when error is null then left(mail_subject, 300) end,
         delivered_host = case when error is null then left(webhook_host, 253) end,
         -- 1, 2, 4 ... minutes after each failure, at most an hour apart.
         next_attempt_at = case when error is null then next_attempt_at
                                else now() + least(interval '1 hour', interval '1 minute' * power(2, greatest(attempts - 1, 0))) end
   where id = notification_id and sent_at is null;
$$;

revoke all on function public.finish_staff_notification(bigint, text, text[], text, text) from public, anon, authenticated;
grant execute on function public.finish_staff_notification(bigint, text, text[], text, text) to service_role;

-- Reviews by any part of the name (trimmed, any case); each notification says where it went.
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
   where wanted_name is not null and strpos(lower(r.name), wanted_name) > 0;

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', o.id, 'created_at', o.created_at, 'kind', o.kind, 'channel', o.channel, 'source_id', o.source_id,
           'sent_at', o.sent_at, 'attempts', o.attempts, 'payload', o.payload,
           'delivered_to', o.delivered_to, 'delivered_subject', o.delivered_subject,
           'delivered_host', o.delivered_host
         ) order by o.created_at desc, o.id desc), '[]')
    into notifications
    from public.notification_outbox o
   where (o.kind = 'submission' and (
            o.source_id in (select (x ->> 'id')::uuid from jsonb_array_elements(submissions) x)
            or (wanted_email is not null and lower(o.payload ->> 'email') = wanted_email)))
      or (o.kind = 'review' and (
            o.source_id in (select (x ->> 'id')::uuid from jsonb_array_elements(reviews) x)
            or (wanted_name is not null and strpos(lower(o.payload ->> 'name'), wanted_name) > 0)));

  return jsonb_build_object('submissions', submissions, 'reviews', reviews, 'notifications', notifications);
end;
$$;

-- The audit row now returns its id, and an erasure's row carries its list of outside copies.
drop function private.person_audit(text, jsonb, text);

create or replace function private.person_audit(
  p_action text,
  p_person jsonb,
  p_subject_hash text,
  p_outside_copies jsonb default null
)
returns bigint
language plpgsql
volatile
set search_path = ''
as $$
declare
  audit_id bigint;
begin
  if p_subject_hash is null or p_subject_hash !~ '^[0-9a-f]{64}$' then
    raise exception 'The subject hash must be 64 hexadecimal digits.' using errcode = '22023';
  end if;
  insert into public.admin_audit (actor_id, actor_email, action, target_table, target_id, target_label, subject_hash, outside_copies)
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
    p_subject_hash,
    p_outside_copies
  )
  returning id into audit_id;
  return audit_id;
end;
$$;

revoke all on function private.person_audit(text, jsonb, text, jsonb) from public;

-- Before deleting, it lists each notification that left the database (staff e-mail, auto-reply,
-- webhook) without the person's words, keeps that list on its audit row and returns it.
create or replace function public.admin_erase_person(p_email text, p_name text, p_subject_hash text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  person jsonb := public.admin_person_data(p_email, p_name);
  submission_ids uuid[] := array(select (x ->> 'id')::uuid from jsonb_array_elements(person -> 'submissions') x);
  review_ids uuid[] := array(select (x ->> 'id')::uuid from jsonb_array_elements(person -> 'reviews') x);
  notification_ids bigint[] := array(select (x ->> 'id')::bigint from jsonb_array_elements(person -> 'notifications') x);
  erased_names text[] := array(
    select lower(btrim(x ->> 'name')) from jsonb_array_elements(person -> 'reviews') x
    union select lower(btrim(x ->> 'name')) from jsonb_array_elements(person -> 'submissions') x
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
  delete from public.reviews where id = any(review_ids);
  update public.admin_audit a
     set target_label = 'erased'
   where a.target_table in ('reviews', 'form_submissions')
     and a.target_label <> 'erased'
     and (a.target_id = any(submission_ids || review_ids)
          or lower(btrim(a.target_label)) = any(erased_names));
  perform set_config('kalpix.privacy_erasure', '', true);
  return jsonb_build_object(
    'submissions', cardinality(submission_ids),
    'reviews', cardinality(review_ids),
    'notifications', cardinality(notification_ids),
    'record', audit_id,
    'outside_copies', copies
  );
end;
$$;
