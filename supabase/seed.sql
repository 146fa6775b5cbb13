-- Local sample data: a few approved reviews for the public pages and a few waiting for moderation.
-- Applied once by the embedded backend (and by `supabase db reset` on a Docker-based setup).
insert into public.reviews (name, rating, comment, approved, created_at) values
  ('Priya Raman', 5, 'Kalpix rebuilt our D2C store and set up AI replies on Instagram. Orders from social are up by half and the team finally sleeps.', true, now() - interval '3 days'),
  ('James Whitaker', 5, 'Clear scope, weekly demos and a landing page that converts at twice our old rate. The 20% upfront model made it easy to start.', true, now() - interval '9 days'),
  ('Aisha Al Mansoori', 4, 'Our Dubai clinic gets bookings through the new site every day. Two revision rounds were enough to get every detail right.', true, now() - interval '16 days'),
  ('Daniel Tan', 5, 'The AI automation they built routes every lead to the right salesperson in seconds. Best money we spent this year.', true, now() - interval '25 days'),
  ('Sophie Carter', 5, 'Creative, quick and honest about what would and would not work for a small Sydney brand like ours.', true, now() - interval '40 days'),
  ('Rohit Malhotra', 4, 'Good work on our Facebook and Instagram ads. Reporting could be a touch more frequent, but the results speak.', false, now() - interval '1 day'),
  ('Emily Brooks', 3, 'Nice design work overall. Waiting to see how the new SEO plan performs over the next quarter.', false, now() - interval '2 hours');

-- Local only (seed.sql is never pushed): the local admin opens the dashboard with its password alone; `npm run admin:require-mfa -- on` to try the production rule.
update public.security_settings set require_second_factor = false;
-- Local only: the end-to-end run answers more enquiries an hour than a deployment's ceiling of 20.
update public.security_settings set auto_replies_per_hour = 1000;
