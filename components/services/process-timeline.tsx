import { PageSection } from "@/components/page/page-section";
import { SectionHeading } from "@/components/page/section-heading";

export function ProcessTimeline({
  copy,
  steps,
  timeline,
}: {
  copy: { eyebrow: string; title: string; timelineTitle: string };
  steps: readonly { title: string; body: string }[];
  timeline: { intro: string; phases: readonly { label: string; duration: string }[] };
}) {
  return (
    <PageSection labelledBy="process">
      <div className="grid gap-14 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:gap-16">
        <div>
          <SectionHeading id="process" eyebrow={copy.eyebrow} title={copy.title} />
          <ol className="mt-10 grid gap-4 sm:grid-cols-2">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-border bg-card p-6">
                <span
                  aria-hidden="true"
                  className="text-gradient font-display text-3xl font-bold tracking-tight"
                >
                  {String(index + 1).padStart(2, "0")}
                </span>
                <h3 className="mt-3 text-lg font-semibold tracking-tight">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{step.body}</p>
              </li>
            ))}
          </ol>
        </div>
        <section aria-labelledby="timeline" className="lg:pt-[4.5rem]">
          <div className="rounded-2xl border border-border bg-[linear-gradient(160deg,color-mix(in_oklch,var(--brand)_14%,var(--card)),var(--card)_60%)] p-7 sm:p-8">
            <h3 id="timeline" className="text-2xl font-bold tracking-tight">
              {copy.timelineTitle}
            </h3>
            <p className="mt-4 leading-relaxed text-muted-foreground">{timeline.intro}</p>
            <ol className="mt-8 space-y-0">
              {timeline.phases.map((phase, index) => (
                <li key={phase.label} className="relative flex gap-4 pb-7 last:pb-0">
                  {index < timeline.phases.length - 1 ? (
                    <span
                      aria-hidden="true"
                      className="absolute top-4 left-[0.4375rem] h-full w-px bg-border"
                    />
                  ) : null}
                  <span
                    aria-hidden="true"
                    className="relative mt-1.5 size-3.5 shrink-0 rounded-full border-2 border-brand bg-background"
                  />
                  <div className="flex flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <span className="font-medium">{phase.label}</span>
                    <span className="text-sm font-semibold text-brand">{phase.duration}</span>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </section>
      </div>
    </PageSection>
  );
}
