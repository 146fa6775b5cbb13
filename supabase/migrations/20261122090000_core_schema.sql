-- Contact-form submissions and client reviews, the admin allow-list, and row-level security.
-- The constraints mirror the zod schemas in lib/schemas, so even a direct call with the public
-- key cannot store what the forms would reject.

create extension if not exists pg_trgm with schema extensions;

-- Tables ---------------------------------------------------------------------------------------

create table public.form_submissions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  message text not null,
  constraint form_submissions_name_length check (char_length(btrim(name)) between 2 and 100),
  constraint form_submissions_email_format check (
    char_length(email) <= 254 and email ~* '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'
  ),
  constraint form_submissions_message_length check (char_length(btrim(message)) between 10 and 5000)
);

create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  rating smallint not null,
  comment text not null,
  approved boolean not null default false,
  constraint reviews_name_length check (char_length(btrim(name)) between 2 and 100),
  constraint reviews_rating_range check (rating between 1 and 5),
  constraint reviews_comment_length check (char_length(btrim(comment)) between 10 and 2000)
);

-- Newest-first listing, the public "approved" list, and the admin's substring search.
create index form_submissions_created_at_idx on public.form_submissions (created_at desc);
create index reviews_created_at_idx on public.reviews (created_at desc);
create index reviews_approved_created_at_idx on public.reviews (created_at desc) where approved;
create index form_submissions_name_trgm_idx on public.form_submissions using gin (name extensions.gin_trgm_ops);
create index form_submissions_email_trgm_idx on public.form_submissions using gin (email extensions.gin_trgm_ops);
create index reviews_name_trgm_idx on public.reviews using gin (name extensions.gin_trgm_ops);
create index reviews_comment_trgm_idx on public.reviews using gin (comment extensions.gin_trgm_ops);

-- Admins are an allow-list: signing up never makes anyone an admin.
create table public.admin_users (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admin_users where user_id = (select auth.uid()));
$$;

-- Privileges: nothing is exposed by default; each role gets exactly what it needs. -------------

revoke all on table public.form_submissions, public.reviews, public.admin_users from anon, authenticated;
revoke all on function public.is_admin() from public, anon, authenticated;

grant insert (name, email, message) on table public.form_submissions to anon, authenticated;
grant select on table public.form_submissions to authenticated;

grant insert (name, rating, comment) on table public.reviews to anon, authenticated;
grant select on table public.reviews to anon, authenticated;
grant update (approved) on table public.reviews to authenticated;
grant delete on table public.reviews to authenticated;

grant execute on function public.is_admin() to anon, authenticated;

grant all on table public.form_submissions, public.reviews, public.admin_users to service_role;

-- Row-level security ---------------------------------------------------------------------------

alter table public.form_submissions enable row level security;
alter table public.reviews enable row level security;
alter table public.admin_users enable row level security;

create policy "Anyone can send a contact message"
  on public.form_submissions for insert to anon, authenticated
  with check (true);

create policy "Admins read contact messages"
  on public.form_submissions for select to authenticated
  using ((select public.is_admin()));

create policy "Anyone can submit a review for moderation"
  on public.reviews for insert to anon, authenticated
  with check (approved = false);

create policy "Everyone reads approved reviews"
  on public.reviews for select to anon, authenticated
  using (approved);

create policy "Admins read every review"
  on public.reviews for select to authenticated
  using ((select public.is_admin()));

create policy "Admins moderate reviews"
  on public.reviews for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete reviews"
  on public.reviews for delete to authenticated
  using ((select public.is_admin()));

-- admin_users has RLS on and no policies: only service_role (which bypasses RLS) and
-- security-definer functions such as is_admin() can see it.
