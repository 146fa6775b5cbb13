-- Staff notifications that are never lost: every stored enquiry and every new review gets a row in
-- this outbox in the same transaction as its insert (a trigger), so a submission can never exist
-- without its pending e-mail. Senders claim rows with `for update skip locked`, so concurrent
-- senders never take the same row, and mark each one sent or failed (retried with backoff).

create table public.notification_outbox (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  kind text not null,
  source_id uuid not null,
  payload jsonb not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  sent_at timestamptz,
  last_error text,
  constraint notification_outbox_kind_known check (kind in ('submission', 'review')),
  constraint notification_outbox_source_once unique (kind, source_id)
);

create index notification_outbox_due_idx on public.notification_outbox (next_attempt_at, id) where sent_at is null;

alter table public.notification_outbox enable row level security;
revoke all on table public.notification_outbox from anon, authenticated;
-- Operators may read it and reschedule a row (service key); nobody else touches it.
grant select, update on table public.notification_outbox to service_role;

create or replace function public.enqueue_staff_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Separate branches: each table's record has only its own columns.
  if tg_table_name = 'form_submissions' then
    insert into public.notification_outbox (kind, source_id, payload)
    values ('submission', new.id, jsonb_build_object(
      'name', new.name, 'email', new.email, 'message', new.message, 'created_at', new.created_at));
  else
    insert into public.notification_outbox (kind, source_id, payload)
    values ('review', new.id, jsonb_build_object(
      'name', new.name, 'rating', new.rating, 'comment', new.comment, 'created_at', new.created_at));
  end if;
  return null;
end;
$$;

-- Only a review waiting for moderation needs staff; seeded or imported approved ones do not.
create trigger form_submissions_notify_staff
  after insert on public.form_submissions
  for each row execute function public.enqueue_staff_notification();

create trigger reviews_notify_staff
  after insert on public.reviews
  for each row when (not new.approved)
  execute function public.enqueue_staff_notification();

-- Takes up to `batch` due notifications for `lease_seconds`: rows another sender holds are skipped,
-- and a sender that dies mid-way releases its rows when the lease runs out.
create or replace function public.claim_staff_notifications(batch integer default 10, lease_seconds integer default 120)
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
        and d.next_attempt_at <= now()
        and (d.locked_until is null or d.locked_until < now())
      order by d.next_attempt_at, d.id
      limit least(greatest(batch, 1), 100)
      for update skip locked
   )
  returning o.*;
$$;

create or replace function public.finish_staff_notification(notification_id bigint, error text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.notification_outbox
     set sent_at = case when error is null then now() end,
         locked_until = null,
         last_error = left(error, 500),
         -- 1, 2, 4 ... minutes after each failure, at most an hour apart.
         next_attempt_at = case when error is null then next_attempt_at
                                else now() + least(interval '1 hour', interval '1 minute' * power(2, greatest(attempts - 1, 0))) end
   where id = notification_id and sent_at is null;
$$;

revoke all on function public.enqueue_staff_notification() from public, anon, authenticated;
revoke all on function public.claim_staff_notifications(integer, integer) from public, anon, authenticated;
revoke all on function public.finish_staff_notification(bigint, text) from public, anon, authenticated;
grant execute on function public.claim_staff_notifications(integer, integer) to service_role;
grant execute on function public.finish_staff_notification(bigint, text) to service_role;
