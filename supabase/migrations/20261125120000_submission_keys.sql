-- A key the browser draws for each message or review it sends, and sends again with the same text
-- when it retries after a request whose answer never came back (the row was stored, the reply was
-- lost). The unique constraint stores the row once however often it is retried: the app reads the
-- conflict as "already stored" (lib/data/submissions.ts, lib/data/reviews.ts). Forms posted
-- without JavaScript send no key (null), and nulls never conflict.

alter table public.form_submissions add column submission_key uuid;
alter table public.form_submissions
  add constraint form_submissions_submission_key_key unique (submission_key);

alter table public.reviews add column submission_key uuid;
alter table public.reviews add constraint reviews_submission_key_key unique (submission_key);

grant insert (submission_key) on table public.form_submissions to anon, authenticated;
grant insert (submission_key) on table public.reviews to anon, authenticated;

-- Visitors can read the key of an approved review, and nothing comes of it: a key only ever
-- stops its own row from being stored twice, and a new review sent with a key already taken is
-- simply not stored.
