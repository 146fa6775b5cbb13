// Stands in for @kalpix/local-supabase in the unit project (vitest.config.mts): a unit test runs
// without a database or a server, so one that imports the embedded backend is an integration test.
throw new Error(
  "A unit test imported @kalpix/local-supabase: a test that starts the embedded backend is an integration test; name it *.integration.test.ts.",
);
