import { site, splashWords } from "@/content/site";
import { organizationJsonLd, webSiteJsonLd } from "@/lib/seo/json-ld";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { visitScript } from "@/components/forms/visit";
import { SiteShell } from "@/components/layout/site-shell";
import { Splash } from "@/components/layout/splash";
import { VitalsReporter } from "@/components/vitals/vitals-reporter";

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <Splash brandName={site.name} words={splashWords} />
      <SiteShell>{children}</SiteShell>
      <JsonLd data={[organizationJsonLd(), webSiteJsonLd()]} />
      {/* After the content, so the first paint never waits for it. */}
      {/* eslint-disable-next-line react/no-danger -- static string built from constants, no user input */}
      <script dangerouslySetInnerHTML={{ __html: visitScript }} />
      <VitalsReporter />
    </>
  );
}
