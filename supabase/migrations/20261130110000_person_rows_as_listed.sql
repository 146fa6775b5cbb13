-- An export or an erasure acts on the rows staff saw listed, by id, never on a fresh search: a
-- review that arrives meanwhile under a matching name is neither exported nor erased with them.
-- A listed row that is no longer found refuses the whole request, so nothing is half done.

create or replace function private.person_as_listed(
  p_email text,
  p_name text,
  p_submission_ids uuid[],
  p_review_ids uuid[],
  p_notification_ids bigint[]
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
  listed jsonb;
begin
  if cardinality(submission_ids) + cardinality(review_ids) + cardinality(notification_ids) = 0 then
    raise exception 'List the rows to act on.' using errcode = '22023';
  end if;
  select jsonb_build_object(
           'submissions', coalesce((select jsonb_agg(x) from jsonb_array_elements(found -> 'submissions') x
                                     where (x ->> 'id')::uuid = any(submission_ids)), '[]'),
           'reviews', coalesce((select jsonb_agg(x) from jsonb_array_elements(found -> 'reviews') x
                                 where (x ->> 'id')::uuid = any(review_ids)), '[]'),
           'notifications', coalesce((select jsonb_agg(x) from jsonb_array_elements(found -> 'notifications') x
                                       where (x ->> 'id')::bigint = any(notification_ids)), '[]'))
    into listed;
  if jsonb_array_length(listed -> 'submissions') <> (select count(distinct i) from unnest(submission_ids) i)
     or jsonb_array_length(listed -> 'reviews') <> (select count(distinct i) from unnest(review_ids) i)
     or jsonb_array_length(listed -> 'notifications') <> (select count(distinct i) from unnest(notification_ids) i) then
    raise exception 'The rows listed are no longer all held under these details. Search again.'
      using errcode = 'KX409';
  end if;
  return listed;
end;
$$;

revoke all on function private.person_as_listed(text, text, uuid[], uuid[], bigint[]) from public;

drop function public.admin_export_person(text, text, text);
drop function public.admin_erase_person(text, text, text);

create function public.admin_export_person(
  p_email text,
  p_name text,
  p_subject_hash text,
  p_submission_ids uuid[],
  p_review_ids uuid[],
  p_notification_ids bigint[]
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  person jsonb := private.person_as_listed(p_email, p_name, p_submission_ids, p_review_ids, p_notification_ids);
begin
  perform private.person_audit('person.exported', person, p_subject_hash);
  return person;
end;
$$;

-- Before deleting, it lists each notification that left the database (staff e-mail, auto-reply,
-- webhook) without the person's words, keeps that list on its audit row and returns it.
create function public.admin_erase_person(
  p_email text,
  p_name text,
  p_subject_hash text,
  p_submission_ids uuid[],
  p_review_ids uuid[],
  p_notification_ids bigint[]
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  person jsonb := private.person_as_listed(p_email, p_name, p_submission_ids, p_review_ids, p_notification_ids);
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
          -- A row deleted earlier whose audit still names them; never another person's live row.
          or (lower(btrim(a.target_label)) = any(erased_names)
              and not exists (select 1 from public.reviews r where r.id = a.target_id)
              and not exists (select 1 from public.form_submissions f where f.id = a.target_id)));
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

revoke all on function public.admin_export_person(text, text, text, uuid[], uuid[], bigint[]) from public, anon, authenticated, service_role;
revoke all on function public.admin_erase_person(text, text, text, uuid[], uuid[], bigint[]) from public, anon, authenticated, service_role;
grant execute on function public.admin_export_person(text, text, text, uuid[], uuid[], bigint[]) to authenticated;
grant execute on function public.admin_erase_person(text, text, text, uuid[], uuid[], bigint[]) to authenticated;
