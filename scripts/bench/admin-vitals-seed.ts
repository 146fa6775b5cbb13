// The Speed page's benchmark data: web_vitals rows as real visits send them, for `npm run bench:admin`.
import type { LocalSupabase } from "@kalpix/local-supabase/server";

/** Thirty route patterns, the site's own first: the rows favour the first ones, as traffic does. */
export const BENCH_ROUTES = [
  "/",
  "/services",
  "/services/[slug]",
  "/contact",
  "/about",
  "/portfolio",
  "/portfolio/[slug]",
  "/blog",
  "/blog/[slug]",
  "/reviews",
  "/locations/delhi",
  "/locations/[slug]",
  "/privacy",
  "/policies",
  "/industries/[slug]",
  "/case-studies",
  "/case-studies/[slug]",
  "/pricing",
  "/careers",
  "/careers/[slug]",
  "/faq",
  "/guides",
  "/guides/[slug]",
  "/tools/seo-audit",
  "/tools/roi-calculator",
  "/webinars",
  "/webinars/[slug]",
  "/partners",
  "/press",
  "/newsletter",
];

/**
 * `size` rows spread over the last 90 days: every view sends LCP, CLS, FCP, TTFB and INP (one row
 * each, in turn); 62 % from phones; values log-normal around what field data usually shows (phones
 * slower, some routes slower than others), CLS zero for about half the views; the rating by the
 * search engines' thresholds; a target on most LCP, INP and CLS rows. Seeded random: every run
 * seeds the same rows.
 */
export async function seedWebVitals(local: LocalSupabase, size: number) {
  await local.db.transaction(
    async (tx) => {
      await tx.query("select setseed(0.42)");
      await tx.query(
        `insert into public.web_vitals (created_at, day, route, metric, value, rating, target, device, connection)
         select (m.day + make_interval(secs => m.g % 86400))::timestamptz, m.day, ($2::text[])[m.r + 1],
                m.metric, m.value,
                case when m.value <= m.good then 'good' when m.value <= m.poor then 'needs-improvement' else 'poor' end,
                case when m.metric = 'CLS' and m.value = 0 then null else m.target end, m.device, m.connection
         from (
           select s.*,
                  case s.metric
                    when 'LCP' then round(exp(ln(case when s.device = 'mobile' then 2100 else 1300 end) + 0.45 * s.z) * s.slow)
                    when 'FCP' then round(exp(ln(case when s.device = 'mobile' then 1500 else 900 end) + 0.4 * s.z) * s.slow)
                    when 'TTFB' then round(exp(ln(case when s.device = 'mobile' then 600 else 350 end) + 0.5 * s.z))
                    when 'INP' then round(exp(ln(case when s.device = 'mobile' then 150 else 70 end) + 0.6 * s.z) * s.slow)
                    else case when s.u3 < 0.5 then 0 else round((exp(ln(0.05) + 0.9 * s.z) * s.slow)::numeric, 4) end
                  end::double precision as value,
                  case s.metric when 'LCP' then 2500 when 'FCP' then 1800 when 'TTFB' then 800 when 'INP' then 200 else 0.1 end as good,
                  case s.metric when 'LCP' then 4000 when 'FCP' then 3000 when 'TTFB' then 1800 when 'INP' then 500 else 0.25 end as poor,
                  case when s.metric in ('FCP', 'TTFB') or s.u3 < 0.1 then null
                       when s.metric = 'LCP' then (array['img.hero-image', 'h1.page-title', 'main>section>p', 'img.case-study-cover'])[1 + s.g % 4]
                       when s.metric = 'INP' then (array['button.menu-toggle', 'form>button.submit', 'a.nav-link', 'button.tab'])[1 + s.g % 4]
                       else (array['div.cookie-banner', 'footer', 'img.logo-strip'])[1 + s.g % 3]
                  end as target,
                  case when s.u4 < 0.8 then '4g' when s.u4 < 0.92 then '3g' end as connection
           from (
             -- A route's own slowness: some pages are heavier than others.
             select raw.*, 0.75 + (raw.r % 7) * 0.1 as slow
             from (
             select g, (array['LCP', 'CLS', 'FCP', 'TTFB', 'INP'])[1 + g % 5] as metric,
                    current_date - floor(random() * 90)::int as day,
                    floor(30 * power(random(), 2))::int as r,
                    case when random() < 0.62 then 'mobile' else 'desktop' end as device,
                    sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()) as z,
                    random() as u3, random() as u4
             from generate_series(1, $1::int) as g
             ) raw
           ) s
         ) m`,
        [size, BENCH_ROUTES],
      );
    },
    { statementTimeoutMs: null },
  );
  // What autovacuum does to a table after many inserts: statistics, and the visibility map the
  // report's index-only scan relies on.
  await local.db.exclusive((pg) => pg.exec("vacuum analyze public.web_vitals"));
}
