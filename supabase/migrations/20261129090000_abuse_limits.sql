-- Limits that hold against a sender who forges every header: posts over a form's limit are kept
-- apart rather than refused, and the automatic answer goes at most once a day to one mailbox
-- (however its address is spelled) and at most AUTO_REPLY_PER_HOUR times an hour to anyone.

alter table public.form_submissions
  drop constraint form_submissions_spam_reason_known,
  add constraint form_submissions_spam_reason_known
    check (spam_reason in ('honeypot', 'too-fast', 'links', 'over-limit', 'staff'));

alter table public.reviews
  drop constraint reviews_spam_reason_known,
  add constraint reviews_spam_reason_known
    check (spam_reason in ('honeypot', 'too-fast', 'links', 'over-limit', 'staff'));

-- The site-wide ceiling of automatic answers an hour; a pushed project keeps the default, the local
-- seed raises it for the end-to-end run, which answers more enquiries an hour than any flood may.
alter table public.security_settings
  add column auto_replies_per_hour integer not null default 20
    constraint security_settings_auto_replies_per_hour check (auto_replies_per_hour between 0 and 10000);

-- One mailbox however it is typed: case, a "+tag" after the local part, and for Gmail the dots
-- it ignores and its second domain.
create or replace function private.mailbox(address text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select case
    when domain in ('gmail.com', 'googlemail.com') then replace(local, '.', '') || '@gmail.com'
    else local || '@' || domain
  end
  from (
    select split_part(split_part(lower(trim(address)), '@', 1), '+', 1) as local,
           split_part(lower(trim(address)), '@', 2) as domain
  ) as parts
$$;

drop index public.notification_outbox_auto_reply_email_idx;
create index notification_outbox_auto_reply_mailbox_idx
  on public.notification_outbox (private.mailbox(payload ->> 'email'), created_at)
  where channel = 'auto_reply';
create index notification_outbox_auto_reply_created_at_idx
  on public.notification_outbox (created_at) where channel = 'auto_reply';

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
      'name', new.name, 'rating', new.rating, 'comment', new.comment, 'created_at', new.created_at);
  end if;
  insert into public.notification_outbox (kind, source_id, channel, payload)
  select source_kind, new.id, wanted_channel, source_payload from unnest(wanted) as wanted_channel
  on conflict (kind, source_id, channel) do nothing;
  return null;
end;
$$;
