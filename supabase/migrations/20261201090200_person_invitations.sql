-- Invitations to review hold a person's name and e-mail address: a person's data now lists them
-- (found by the address, or by the name as reviews are) with the e-mails sent about them, and an
-- export or erasure acts on the invitations listed, by id, as it does on the other rows
-- (20261130110000). A review erased takes the invitation it came from with it.

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
  invitations jsonb;
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
           'id', i.id, 'created_at', i.created_at, 'name', i.name, 'email', i.email,
           'project', i.project, 'invited_at', i.invited_at, 'expires_at', i.expires_at,
           'opened_at', i.opened_at, 'reminded_at', i.reminded_at, 'revoked_at', i.revoked_at,
           'used_at', i.used_at, 'review_id', i.review_id
         ) order by i.created_at desc, i.id desc), '[]')
    into invitations
    from public.review_invitations i
   where (wanted_email is not null and lower(i.email) = wanted_email)
      or (wanted_name is not null and strpos(lower(i.name), wanted_name) > 0);

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', r.id, 'created_at', r.created_at, 'name', r.name, 'rating', r.rating,
           'comment', r.comment, 'approved', r.approved, 'consent_version', r.consent_version,
           'consented_at', r.consented_at, 'spam_reason', r.spam_reason,
           'verified', r.verified, 'project', r.project, 'rejection_reason', r.rejection_reason,
           'reply', (select p.body from public.review_replies p where p.review_id = r.id)
         ) order by r.created_at desc, r.id desc), '[]')
    into reviews
    from public.reviews r
   where (wanted_name is not null and strpos(lower(r.name), wanted_name) > 0)
      -- A review sent through their invitation is theirs, whatever name it was signed with.
      or r.id in (select (x ->> 'review_id')::uuid from jsonb_array_elements(invitations) x);



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
            or (wanted_name is not null and strpos(lower(o.payload ->> 'name'), wanted_name) > 0)))
      or (o.kind = 'invitation' and
            o.source_id in (select (x ->> 'id')::uuid from jsonb_array_elements(invitations) x));

  return jsonb_build_object('submissions', submissions, 'reviews', reviews,
                            'invitations', invitations, 'notifications', notifications);
end;
$$;

drop function public.admin_export_person(text, text, text, uuid[], uuid[], bigint[]);
drop function public.admin_erase_person(text, text, text, uuid[], uuid[], bigint[]);
drop function private.person_as_listed(text, text, uuid[], uuid[], bigint[]);

create function private.person_as_listed(
  p_email text,
  p_name text,
  p_submission_ids uuid[],
  p_review_ids uuid[],
  p_notification_ids bigint[],
  p_invitation_ids uuid[]
)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  found jsonb := public.admin_person_data(p_email, p_name);
  submission_ids uuid[] := coalesce(p_submission_ids, '{}');
  review_ids uuid[] := coalesce(p_review_ids, '{}');
  notification_ids bigint[] := coalesce(p_notification_ids, '{}');
  invitation_ids uuid[] := coalesce(p_invitation_ids, '{}');
  listed jsonb;
begin
  if cardinality(submission_ids) + cardinality(review_ids) + cardinality(notification_ids)
     + cardinality(invitation_ids) = 0 then
    raise exception 'List the rows to act on.' using errcode = '22023';
  end if;
  select jsonb_build_object(
           'submissions', coalesce((select jsonb_agg(x) from jsonb_array_elements(found -> 'submissions') x
                                     where (x ->> 'id')::uuid = any(submission_ids)), '[]'),
           'reviews', coalesce((select jsonb_agg(x) from jsonb_array_elements(found -> 'reviews') x
                                 where (x ->> 'id')::uuid = any(review_ids)), '[]'),
           'invitations', coalesce((select jsonb_agg(x) from jsonb_array_elements(found -> 'invitations') x
                                     where (x ->> 'id')::uuid = any(invitation_ids)), '[]'),
           'notifications', coalesce((select jsonb_agg(x) from jsonb_array_elements(found -> 'notifications') x
                                       where (x ->> 'id')::bigint = any(notification_ids)), '[]'))
    into listed;
  if jsonb_array_length(listed -> 'submissions') <> (select count(distinct i) from unnest(submission_ids) i)
     or jsonb_array_length(listed -> 'reviews') <> (select count(distinct i) from unnest(review_ids) i)
     or jsonb_array_length(listed -> 'invitations') <> (select count(distinct i) from unnest(invitation_ids) i)
     or jsonb_array_length(listed -> 'notifications') <> (select count(distinct i) from unnest(notification_ids) i) then
    raise exception 'The rows listed are no longer all held under these details. Search again.'
      using errcode = 'KX409';
  end if;
  return listed;
end;
$$;

revoke all on function private.person_as_listed(text, text, uuid[], uuid[], bigint[], uuid[]) from public;

create function public.admin_export_person(
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
begin
  perform private.person_audit('person.exported', person, p_subject_hash);
  return person;
end;
$$;

-- As before, plus the invitations listed and any invitation a listed review came from.
create function public.admin_erase_person(
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

revoke all on function public.admin_export_person(text, text, text, uuid[], uuid[], bigint[], uuid[]) from public, anon, authenticated, service_role;
revoke all on function public.admin_erase_person(text, text, text, uuid[], uuid[], bigint[], uuid[]) from public, anon, authenticated, service_role;
grant execute on function public.admin_export_person(text, text, text, uuid[], uuid[], bigint[], uuid[]) to authenticated;
grant execute on function public.admin_erase_person(text, text, text, uuid[], uuid[], bigint[], uuid[]) to authenticated;
