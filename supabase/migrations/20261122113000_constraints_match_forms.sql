-- The database's last line, made exactly as strict as the forms' zod schemas, so a direct REST
-- call with the public key cannot store what the forms refuse (found by the property tests):
--  * lengths are counted after trimming every character JavaScript's trim() removes (btrim()
--    strips only spaces, so "\t\tA" passed as a 3-character name);
--  * e-mail addresses must match zod's own pattern (z.email()), not just "x@y.z".
-- NOT VALID: rows already stored in a hosted project are left as they are; every new or changed
-- row is checked.

create or replace function public.js_trim(value text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select regexp_replace(
    value,
    '^[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '',
    'g'
  );
$$;

-- CHECK constraints run with the inserting role's privileges: visitors must be able to call it.
revoke all on function public.js_trim(text) from public;
grant execute on function public.js_trim(text) to anon, authenticated, service_role;

alter table public.form_submissions
  drop constraint form_submissions_name_length,
  drop constraint form_submissions_email_format,
  drop constraint form_submissions_message_length;

alter table public.form_submissions
  add constraint form_submissions_name_length
    check (char_length(public.js_trim(name)) between 2 and 100) not valid,
  add constraint form_submissions_email_format check (
    char_length(email) <= 254
    and email ~ '^(?:[A-Za-z0-9_''+\-]+\.)*[A-Za-z0-9_''+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$'
  ) not valid,
  add constraint form_submissions_message_length
    check (char_length(public.js_trim(message)) between 10 and 5000) not valid;

alter table public.reviews
  drop constraint reviews_name_length,
  drop constraint reviews_comment_length;

alter table public.reviews
  add constraint reviews_name_length
    check (char_length(public.js_trim(name)) between 2 and 100) not valid,
  add constraint reviews_comment_length
    check (char_length(public.js_trim(comment)) between 10 and 2000) not valid;
