-- Staff workflow: submissions marked handled, status filters with counts, and an audit trail of
-- every moderation action that the database itself writes, so no code path can skip it.

-- Handled submissions ----------------------------------------------------------------------------

alter table public.form_submissions
  add column handled_at timestamptz,
  add column handled_by uuid references auth.users (id) on delete set null;

-- The New and Handled filters keep the dashboard's keyset order on an index of their own.
create index form_submissions_new_created_at_id_idx
  on public.form_submissions (created_at desc, id desc) where handled_at is null;
create index form_submissions_handled_created_at_id_idx
  on public.form_submissions (created_at desc, id desc) where handled_at is not null;
-- Reviews list pending first, then approved, each newest first.
create index reviews_approved_created_at_id_idx on public.reviews (approved, created_at desc, id desc);

-- The time and the person come from the database, never from the client.
create or replace function public.stamp_submission_handled()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.handled_at is not null and old.handled_at is null then
    new.handled_at := now();
    new.handled_by := auth.uid();
  elsif new.handled_at is null then
    new.handled_by := null;
  else
    new.handled_at := old.handled_at;
    new.handled_by := old.handled_by;
  end if;
  return new;
end;
$$;

create trigger form_submissions_stamp_handled
  before update of handled_at on public.form_submissions
  for each row execute function public.stamp_submission_handled();

grant update (handled_at) on table public.form_submissions to authenticated;

create policy "Admins mark contact messages handled"
  on public.form_submissions for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- Audit trail ------------------------------------------------------------------------------------

create table public.admin_audit (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  actor_id uuid references auth.users (id) on delete set null,
  actor_email text,
  action text not null,
  target_table text not null,
  target_id uuid not null,
  target_label text not null,
  constraint admin_audit_action_known check (
    action in ('review.approved', 'review.unapproved', 'review.deleted', 'submission.handled', 'submission.reopened')
  )
);

create index admin_audit_created_at_idx on public.admin_audit (created_at desc, id desc);

alter table public.admin_audit enable row level security;
revoke all on table public.admin_audit from anon, authenticated;
grant select on table public.admin_audit to authenticated;
grant all on table public.admin_audit to service_role;

create policy "Admins read the audit trail"
  on public.admin_audit for select to authenticated
  using ((select public.is_admin()));

-- Runs as the owner: the trail is written whatever the caller may do, and read by admins only.
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
revoke all on function public.stamp_submission_handled() from public, anon, authenticated;

create trigger reviews_audit
  after update of approved or delete on public.reviews
  for each row execute function public.write_admin_audit();

create trigger form_submissions_audit
  after update of handled_at on public.form_submissions
  for each row execute function public.write_admin_audit();

-- Lists with a status filter ---------------------------------------------------------------------
-- Same contract as the first version (keyset pages, search as bound parameters), plus `status`:
-- submissions 'new' | 'handled' | null (all); reviews 'pending' | 'approved' | null (all, pending
-- first). For reviews in the 'all' order the cursor also carries the row's approval.

drop function if exists public.admin_list_form_submissions(text, timestamptz, uuid, text, integer);
drop function if exists public.admin_list_reviews(text, timestamptz, uuid, text, integer);

create or replace function public.admin_list_form_submissions(
  search text default null,
  status text default null,
  cursor_created_at timestamptz default null,
  cursor_id uuid default null,
  direction text default 'older',
  page_size integer default 21
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
  if nullif(search, '') is not null then
    sql_text := sql_text || ' and (s.name ilike $1 or s.email ilike $1)';
  end if;
  if status = 'new' then
    sql_text := sql_text || ' and s.handled_at is null';
  elsif status = 'handled' then
    sql_text := sql_text || ' and s.handled_at is not null';
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
    using public.contains_pattern(nullif(search, '')), cursor_created_at, cursor_id, least(greatest(coalesce(page_size, 21), 1), 1000);
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
  mixed boolean := status is null or status not in ('pending', 'approved');
  sql_text text;
begin
  if not public.is_admin() then
    raise exception 'Only admins can list reviews.' using errcode = '42501';
  end if;
  sql_text := 'select r.* from public.reviews r where true';
  if nullif(search, '') is not null then
    sql_text := sql_text || ' and (r.name ilike $1 or r.comment ilike $1)';
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

-- The counts on the tabs: what is waiting for staff.
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
    (select count(*) from public.form_submissions where handled_at is null),
    (select count(*) from public.reviews where not approved);
end;
$$;

revoke all on function public.admin_list_form_submissions(text, text, timestamptz, uuid, text, integer) from public, anon;
revoke all on function public.admin_list_reviews(text, text, boolean, timestamptz, uuid, text, integer) from public, anon;
revoke all on function public.admin_dashboard_counts() from public, anon;
grant execute on function public.admin_list_form_submissions(text, text, timestamptz, uuid, text, integer) to authenticated;
grant execute on function public.admin_list_reviews(text, text, boolean, timestamptz, uuid, text, integer) to authenticated;
grant execute on function public.admin_dashboard_counts() to authenticated;
