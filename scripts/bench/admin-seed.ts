// The dashboard's benchmark data, shared by `npm run bench:admin` and `npm run bench:interactions`:
// a scratch database seeded with many rows, and the local admin's session.
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { createServerClient } from "@supabase/ssr";

export const ADMIN = { email: "admin@example.com", password: "change-me-locally" };

/**
 * `size` form submissions and `size` reviews, a quarter handled and a third approved; with
 * `approvedReviews: false` every review is pending, so the public pages, which show approved
 * reviews, stay as the seed has them (a dashboard switch revalidates /reviews, which would
 * otherwise fill it with a thousand of these).
 */
export async function seedDashboard(
  local: LocalSupabase,
  size: number,
  { approvedReviews = true }: { approvedReviews?: boolean } = {},
) {
  // Seeding 100 000 rows takes longer than a request may: no statement timeout for it.
  await local.db.transaction(
    async (tx) => {
      await tx.query(
        `insert into public.form_submissions (name, email, message, created_at, handled_at)
       select 'Client ' || g, 'client' || g || '@example.com',
              'Message number ' || g || ': we would like a new website and a growth plan.',
              now() - make_interval(secs => g),
              case when g % 4 = 0 then now() end
       from generate_series(1, $1::int) as g`,
        [size],
      );
      await tx.query(
        `insert into public.reviews (name, rating, comment, approved, created_at)
       select 'Reviewer ' || g, 1 + g % 5,
              'Review number ' || g || ': the team was quick, clear and delivered what they promised.',
              $2::boolean and g % 3 = 0, now() - make_interval(secs => g)
       from generate_series(1, $1::int) as g`,
        [size, approvedReviews],
      );
    },
    { statementTimeoutMs: null },
  );
  await local.db.transaction(
    async (tx) => {
      await tx.query("analyze public.form_submissions");
      await tx.query("analyze public.reviews");
    },
    { statementTimeoutMs: null },
  );
}

/** The session cookies the login action would set for the local admin. */
export async function adminSessionCookies(
  url: string,
  anonKey: string,
): Promise<Array<{ name: string; value: string }>> {
  const jar = new Map<string, string>();
  const supabase = createServerClient(url, anonKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) jar.set(name, value);
      },
    },
  });
  const { error } = await supabase.auth.signInWithPassword(ADMIN);
  if (error) throw error;
  return [...jar].map(([name, value]) => ({ name, value }));
}
