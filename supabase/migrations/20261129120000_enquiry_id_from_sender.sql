-- The contact form tells the sender its reference (KX- and the id's first 8 hex digits) at once:
-- the app picks the row's id as it inserts, since a visitor's role cannot read the row back.
grant insert (id) on table public.form_submissions to anon, authenticated;
