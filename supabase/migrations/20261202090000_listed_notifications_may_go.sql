-- A staff notification listed on the page may leave the outbox before staff export or erase: the
-- worker discards what no channel takes and a delivered one can go with its enquiry. Its absence
-- changes nothing the person asked about, so only enquiries, reviews and invitations must all
-- still be found; the notifications still held are acted on.

create or replace function private.person_as_listed(
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
     or jsonb_array_length(listed -> 'invitations') <> (select count(distinct i) from unnest(invitation_ids) i) then
    raise exception 'The rows listed are no longer all held under these details. Search again.'
      using errcode = 'KX409';
  end if;
  return listed;
end;
$$;

