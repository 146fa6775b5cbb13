-- Invited reviews. Staff invite a client by e-mail; the link carries a token signed by the app (its
-- key never reaches the database), stored here only as a SHA-256 hash, bound to its invitation by
-- the invitation's id and a generation that a resend increments. A review sent through a valid link
-- is marked verified, with the project it was about. Staff reply in public to a published review,
-- and reject a review with a reason taken from a fixed list about its content.

-- Invitations ------------------------------------------------------------------------------------

create table public.review_invitations (
  id uuid primary key,
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  name text not null,
  email text not null,
  project text,
  generation integer not null default 1,
  token_hash text not null,
  invited_at timestamptz not null default now(),
  expires_at timestamptz not null,
  opened_at timestamptz,
  reminded_at timestamptz,
  revoked_at timestamptz,
  used_at timestamptz,
  review_id uuid unique references public.reviews (id) on delete set null,
  constraint review_invitations_name_length check (char_length(btrim(name)) between 2 and 100),
  constraint review_invitations_email_shape check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint review_invitations_project_length check (project is null or char_length(btrim(project)) between 1 and 120),
  constraint review_invitations_generation_positive check (generation >= 1),
  constraint review_invitations_token_hash_shape check (token_hash ~ '^[0-9a-f]{64}$'),
  constraint review_invitations_expiry_bounded check (expires_at > invited_at and expires_at <= invited_at + interval '366 days')
);

create index review_invitations_created_at_id_idx on public.review_invitations (created_at desc, id desc);
create index review_invitations_lower_email_idx on public.review_invitations (lower(email));
-- One open link per address: two would let one client leave two verified reviews.
create unique index review_invitations_one_open_per_address
  on public.review_invitations (lower(email)) where used_at is null and revoked_at is null;
create index review_invitations_name_trgm_idx on public.review_invitations using gin (name extensions.gin_trgm_ops);
create index review_invitations_email_trgm_idx on public.review_invitations using gin (email extensions.gin_trgm_ops);

alter table public.review_invitations enable row level security;
revoke all on table public.review_invitations from anon, authenticated;
grant select on table public.review_invitations to authenticated;
grant insert (id, name, email, project, token_hash, expires_at) on table public.review_invitations to authenticated;
grant update (generation, token_hash, expires_at, revoked_at) on table public.review_invitations to authenticated;
grant all on table public.review_invitations to service_role;

create policy "Admins read invitations"
  on public.review_invitations for select to authenticated
  using ((select public.is_admin()));
create policy "Admins invite clients"
  on public.review_invitations for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins resend or revoke invitations"
  on public.review_invitations for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- Who and when come from the database; a used or revoked invitation is final; a resend is a new link.
create or replace function public.guard_review_invitation()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.invited_at := now();
    new.created_by := auth.uid();
    new.generation := 1;
    new.opened_at := null;
    new.reminded_at := null;
    new.revoked_at := null;
    new.used_at := null;
    new.review_id := null;
    return new;
  end if;
  if current_user in ('anon', 'authenticated') then
    if old.used_at is not null or old.revoked_at is not null then
      raise exception 'This invitation was already used or revoked.' using errcode = '55000';
    end if;
    if new.generation is distinct from old.generation then
      if new.generation <> old.generation + 1 or new.token_hash = old.token_hash then
        raise exception 'A resend is the next generation with a new token.' using errcode = '22023';
      end if;
      new.invited_at := now();
      new.opened_at := null;
    elsif new.token_hash is distinct from old.token_hash or new.expires_at is distinct from old.expires_at then
      raise exception 'A new token comes with a resend only.' using errcode = '22023';
    end if;
    if new.revoked_at is not null then
      new.revoked_at := now();
    end if;
  end if;
  return new;
end;
$$;

create trigger review_invitations_guard
  before insert or update on public.review_invitations
  for each row execute function public.guard_review_invitation();

-- The outbox ---------------------------------------------------------------------------------------

alter table public.notification_outbox
  drop constraint notification_outbox_kind_known,
  drop constraint notification_outbox_channel_known;
alter table public.notification_outbox
  add constraint notification_outbox_kind_known check (kind in ('submission', 'review', 'invitation')),
  add constraint notification_outbox_channel_known check (
    channel in ('staff_email', 'auto_reply', 'webhook', 'invitation', 'invitation_reminder')
  );

-- The e-mail to the client holds no token: the sender signs the link from the id and generation.
create or replace function public.enqueue_review_invitation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.generation is distinct from old.generation then
    insert into public.notification_outbox (kind, source_id, channel, payload)
    values ('invitation', new.id, 'invitation', jsonb_build_object(
      'name', new.name, 'email', new.email, 'project', new.project,
      'generation', new.generation, 'expires_at', new.expires_at, 'resent', tg_op = 'UPDATE'))
    on conflict (kind, source_id, channel) do update
      set payload = excluded.payload, created_at = now(), attempts = 0, next_attempt_at = now(),
          locked_until = null, sent_at = null, last_error = null, delivered_to = null,
          delivered_subject = null, delivered_host = null;
  end if;
  return null;
end;
$$;

create trigger review_invitations_enqueue
  after insert or update of generation on public.review_invitations
  for each row execute function public.enqueue_review_invitation();

-- A link revoked or used before its e-mail or reminder went out: that e-mail is never sent.
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

create trigger review_invitations_drop_unsent_mail
  after update of revoked_at, used_at on public.review_invitations
  for each row
  when ((new.revoked_at is not null and old.revoked_at is null)
        or (new.used_at is not null and old.used_at is null))
  execute function public.drop_unsent_invitation_mail();

-- Its e-mails hold the person's name and address: they go with the invitation.
create or replace function public.forget_review_invitation_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.notification_outbox o where o.kind = 'invitation' and o.source_id = old.id;
  return null;
end;
$$;

create trigger review_invitations_forget_mail
  after delete on public.review_invitations
  for each row execute function public.forget_review_invitation_mail();

-- One reminder, never more: reminded_at is set once, and the outbox holds one row per channel.
create or replace function public.queue_review_invitation_reminders(after_days integer, batch integer default 100)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  queued integer;
begin
  if after_days is null or after_days not between 1 and 365 or batch is null or batch not between 1 and 1000 then
    raise exception 'queue_review_invitation_reminders: invalid arguments' using errcode = '22023';
  end if;
  with due as (
    select i.id from public.review_invitations i
     where i.reminded_at is null and i.used_at is null and i.revoked_at is null
       and i.expires_at > now() and i.invited_at < now() - make_interval(days => after_days)
     order by i.invited_at, i.id
     limit batch
     for update skip locked
  ), stamped as (
    update public.review_invitations i set reminded_at = now() from due where i.id = due.id
    returning i.*
  )
  insert into public.notification_outbox (kind, source_id, channel, payload)
  select 'invitation', s.id, 'invitation_reminder', jsonb_build_object(
      'name', s.name, 'email', s.email, 'project', s.project,
      'generation', s.generation, 'expires_at', s.expires_at)
    from stamped s
  on conflict (kind, source_id, channel) do nothing;
  get diagnostics queued = row_count;
  return queued;
end;
$$;

-- The link's check: the one thing the public key may ask. It names the person only to the link.
create or replace function public.check_review_invitation(invitation_id uuid, token_hash text)
returns table (state text, name text, project text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found public.review_invitations;
begin
  select * into found from public.review_invitations i where i.id = invitation_id;
  if found.id is null then
    return query select 'unknown'::text, null::text, null::text;
    return;
  end if;
  if found.token_hash <> token_hash then
    return query select 'replaced'::text, null::text, null::text;
    return;
  end if;
  if found.used_at is not null then
    return query select 'used'::text, null::text, null::text;
  elsif found.revoked_at is not null then
    return query select 'revoked'::text, null::text, null::text;
  elsif found.expires_at <= now() then
    return query select 'expired'::text, null::text, null::text;
  else
    update public.review_invitations i set opened_at = coalesce(i.opened_at, now()) where i.id = found.id;
    return query select 'valid'::text, found.name, found.project;
  end if;
end;
$$;

-- Reviews from invitations, rejection reasons ----------------------------------------------------

alter table public.reviews
  add column verified boolean not null default false,
  add column project text,
  add column rejection_reason text,
  add column rejected_at timestamptz,
  add constraint reviews_project_length check (project is null or char_length(btrim(project)) between 1 and 120),
  add constraint reviews_project_verified check (project is null or verified),
  add constraint reviews_rejection_reason_known check (
    rejection_reason is null or rejection_reason in ('unrelated', 'offensive', 'personal-data', 'spam')
  ),
  add constraint reviews_rejected_not_approved check (rejection_reason is null or not approved);

grant update (rejection_reason) on table public.reviews to authenticated;

-- Rejecting unpublishes; approving clears the rejection; the time comes from the database.
create or replace function public.stamp_review_rejection()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.approved and not old.approved then
    new.rejection_reason := null;
  end if;
  if new.rejection_reason is null then
    new.rejected_at := null;
  elsif new.rejection_reason is distinct from old.rejection_reason then
    new.rejected_at := now();
    new.approved := false;
  else
    new.rejected_at := old.rejected_at;
  end if;
  return new;
end;
$$;

create trigger reviews_stamp_rejection
  before update of approved, rejection_reason on public.reviews
  for each row execute function public.stamp_review_rejection();

-- Stores the review and spends the link in one transaction: two posts of one link store one review.
-- A retry of the post that spent it (same submission key) is told it was stored. The name is the
-- invitation's: the verified mark never stands beside a name the link's holder typed.
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

-- Staff hear that a new review came through an invitation, and about which project.
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

-- Replies ----------------------------------------------------------------------------------------

create table public.review_replies (
  review_id uuid primary key references public.reviews (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  author_id uuid references auth.users (id) on delete set null,
  body text not null,
  constraint review_replies_body_length check (char_length(btrim(body)) between 2 and 1500)
);

alter table public.review_replies enable row level security;
revoke all on table public.review_replies from anon, authenticated;
grant select on table public.review_replies to anon, authenticated;
grant insert (review_id, body), update (body), delete on table public.review_replies to authenticated;
grant all on table public.review_replies to service_role;

create policy "Everyone reads replies to published reviews"
  on public.review_replies for select to anon, authenticated
  using (exists (select 1 from public.reviews r where r.id = review_id and r.approved));
create policy "Admins read every reply"
  on public.review_replies for select to authenticated
  using ((select public.is_admin()));
create policy "Admins reply to published reviews"
  on public.review_replies for insert to authenticated
  with check ((select public.is_admin()) and exists (select 1 from public.reviews r where r.id = review_id and r.approved));
create policy "Admins edit replies to published reviews"
  on public.review_replies for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()) and exists (select 1 from public.reviews r where r.id = review_id and r.approved));
create policy "Admins delete replies"
  on public.review_replies for delete to authenticated
  using ((select public.is_admin()));

create or replace function public.stamp_review_reply()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
  else
    new.created_at := old.created_at;
    new.review_id := old.review_id;
  end if;
  new.updated_at := now();
  new.author_id := coalesce(auth.uid(), case when tg_op = 'UPDATE' then old.author_id end);
  return new;
end;
$$;

create trigger review_replies_stamp
  before insert or update on public.review_replies
  for each row execute function public.stamp_review_reply();

-- The audit trail ----------------------------------------------------------------------------------

alter table public.admin_audit
  drop constraint admin_audit_action_known,
  drop constraint admin_audit_target_known;
alter table public.admin_audit
  add constraint admin_audit_action_known check (
    action in (
      'review.approved', 'review.unapproved', 'review.deleted', 'review.spam', 'review.not_spam',
      'review.rejected', 'reply.created', 'reply.edited', 'reply.deleted',
      'submission.handled', 'submission.reopened', 'submission.spam', 'submission.not_spam',
      'invitation.created', 'invitation.resent', 'invitation.revoked',
      'person.exported', 'person.erased', 'retention.purged'
    )
  ),
  add constraint admin_audit_target_known check (
    target_table in ('reviews', 'form_submissions', 'review_invitations', 'person', 'retention')
  );

-- As before, plus a rejection with its reason.
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
    if new.rejection_reason is not null and new.rejection_reason is distinct from old.rejection_reason then
      verb := 'review.rejected';
      target := new;
    elsif new.approved is distinct from old.approved then
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

drop trigger reviews_audit on public.reviews;
create trigger reviews_audit
  after update of approved, spam_reason, rejection_reason or delete on public.reviews
  for each row execute function public.write_admin_audit();

-- A reply is logged against its review (labelled with the reviewer's name); an invitation by name.
create or replace function public.write_review_extras_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  verb text;
  target_table text;
  target_id uuid;
  label text;
begin
  if current_setting('kalpix.privacy_erasure', true) = 'on' then
    return null;
  end if;
  if tg_table_name = 'review_replies' then
    verb := case tg_op when 'INSERT' then 'reply.created' when 'UPDATE' then 'reply.edited' else 'reply.deleted' end;
    target_table := 'reviews';
    if tg_op = 'DELETE' then
      target_id := old.review_id;
    else
      target_id := new.review_id;
    end if;
    select r.name into label from public.reviews r where r.id = target_id;
    -- A reply deleted with its review is logged by the review's own row.
    if label is null then
      return null;
    end if;
  else
    target_table := 'review_invitations';
    target_id := new.id;
    label := new.name;
    if tg_op = 'INSERT' then
      verb := 'invitation.created';
    elsif new.revoked_at is not null and old.revoked_at is null then
      verb := 'invitation.revoked';
    elsif new.generation is distinct from old.generation then
      verb := 'invitation.resent';
    else
      return null;
    end if;
  end if;
  insert into public.admin_audit (actor_id, actor_email, action, target_table, target_id, target_label)
  values (
    actor,
    coalesce((select u.email from auth.users u where u.id = actor), auth.role()),
    verb,
    target_table,
    target_id,
    left(label, 100)
  );
  return null;
end;
$$;

create trigger review_replies_audit
  after insert or update of body or delete on public.review_replies
  for each row execute function public.write_review_extras_audit();
create trigger review_invitations_audit
  after insert or update of generation, revoked_at on public.review_invitations
  for each row execute function public.write_review_extras_audit();

-- The admin's list -------------------------------------------------------------------------------

create or replace function public.admin_list_review_invitations(search text default null, page_size integer default 50)
returns table (
  id uuid,
  created_at timestamptz,
  name text,
  email text,
  project text,
  invited_at timestamptz,
  expires_at timestamptz,
  sent_at timestamptz,
  opened_at timestamptz,
  reminder_sent_at timestamptz,
  revoked_at timestamptz,
  used_at timestamptz,
  review_id uuid,
  generation integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := public.contains_pattern(nullif(btrim(search), ''));
begin
  if not public.is_admin() then
    raise exception 'Only admins can list review invitations.' using errcode = '42501';
  end if;
  return query
    select i.id, i.created_at, i.name, i.email, i.project, i.invited_at, i.expires_at,
           (select o.sent_at from public.notification_outbox o
             where o.kind = 'invitation' and o.source_id = i.id and o.channel = 'invitation'),
           i.opened_at,
           (select o.sent_at from public.notification_outbox o
             where o.kind = 'invitation' and o.source_id = i.id and o.channel = 'invitation_reminder'),
           i.revoked_at, i.used_at, i.review_id, i.generation
      from public.review_invitations i
     where pattern is null or i.name ilike pattern or i.email ilike pattern or i.project ilike pattern
     order by i.created_at desc, i.id desc
     limit least(greatest(coalesce(page_size, 50), 1), 200);
end;
$$;

-- Unused invitations, with their e-mails, some days after the link died ---------------------------

create or replace function public.purge_expired_review_invitations(unused_days integer, batch integer default 500)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  deleted integer;
begin
  if unused_days is null or unused_days not between 1 and 3650 or batch is null or batch not between 1 and 5000 then
    raise exception 'purge_expired_review_invitations: invalid arguments' using errcode = '22023';
  end if;
  perform set_config('kalpix.privacy_erasure', 'on', true);
  with expired as (
    select i.id from public.review_invitations i
     where i.review_id is null
       and coalesce(i.revoked_at, i.expires_at) < now() - make_interval(days => unused_days)
     order by i.created_at, i.id
     limit batch
     for update skip locked
  )
  delete from public.review_invitations i using expired where i.id = expired.id;
  get diagnostics deleted = row_count;
  perform set_config('kalpix.privacy_erasure', '', true);
  return deleted;
end;
$$;

-- Grants -------------------------------------------------------------------------------------------

revoke all on function public.guard_review_invitation() from public, anon, authenticated;
revoke all on function public.enqueue_review_invitation() from public, anon, authenticated;
revoke all on function public.forget_review_invitation_mail() from public, anon, authenticated;
revoke all on function public.drop_unsent_invitation_mail() from public, anon, authenticated;
revoke all on function public.stamp_review_rejection() from public, anon, authenticated;
revoke all on function public.stamp_review_reply() from public, anon, authenticated;
revoke all on function public.write_admin_audit() from public, anon, authenticated;
revoke all on function public.write_review_extras_audit() from public, anon, authenticated;

revoke all on function public.queue_review_invitation_reminders(integer, integer) from public, anon, authenticated;
grant execute on function public.queue_review_invitation_reminders(integer, integer) to service_role;
revoke all on function public.purge_expired_review_invitations(integer, integer) from public, anon, authenticated;
grant execute on function public.purge_expired_review_invitations(integer, integer) to service_role;
revoke all on function public.redeem_review_invitation(uuid, text, integer, text, text, uuid, text) from public, anon, authenticated;
grant execute on function public.redeem_review_invitation(uuid, text, integer, text, text, uuid, text) to service_role;
revoke all on function public.check_review_invitation(uuid, text) from public;
grant execute on function public.check_review_invitation(uuid, text) to anon, authenticated, service_role;
revoke all on function public.admin_list_review_invitations(text, integer) from public, anon;
grant execute on function public.admin_list_review_invitations(text, integer) to authenticated;
