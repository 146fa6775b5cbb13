-- Visitors (anon) read only what a published review shows: its words, stars, date, the verified
-- mark and project, and the agency's reply with its dates. The submission key, the consent record,
-- moderation fields and the id of the staff member who replied stay with staff.

revoke select on table public.reviews from anon;
grant select (id, created_at, name, rating, comment, approved, verified, project)
  on table public.reviews to anon;

revoke select on table public.review_replies from anon;
grant select (review_id, created_at, updated_at, body) on table public.review_replies to anon;
