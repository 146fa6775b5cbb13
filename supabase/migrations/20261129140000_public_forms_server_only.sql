-- The public forms write only through the app's server: the publishable key is public, so a row
-- posted straight to /rest/v1 skipped the stamp, the limits and the review's consent, and its staff
-- e-mail and webhook were unbounded. The app stores posts with the service key after judging them,
-- and only the server counts the limits, so nobody can fill a count that holds others' posts.

drop policy "Anyone can send a contact message" on public.form_submissions;
drop policy "Anyone can submit a review for moderation" on public.reviews;
revoke insert on table public.form_submissions from anon, authenticated;
revoke insert on table public.reviews from anon, authenticated;
grant insert on table public.form_submissions, public.reviews to service_role;

revoke execute on function public.consume_form_rate_limit(text, text, integer, integer) from anon;
revoke execute on function public.form_rate_limit_allows(text, text, integer, integer) from anon;
grant execute on function public.consume_form_rate_limit(text, text, integer, integer) to service_role;
grant execute on function public.form_rate_limit_allows(text, text, integer, integer) to service_role;
