import { Icon } from "@/components/page/icon";
import { SectionHeading } from "@/components/page/section-heading";

type Point = { title: string; body: string };

export function MarketEssentials({
  eyebrow,
  title,
  intro,
  workingHours,
  currency,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  workingHours: Point;
  currency: Point;
}) {
  const points = [
    { ...workingHours, icon: "clock" as const },
    { ...currency, icon: "wallet" as const },
  ];
  return (
    <section aria-labelledby="working-together" className="container-page py-16 sm:py-20">
      <SectionHeading id="working-together" eyebrow={eyebrow} title={title} intro={intro} />
      <ul className="mt-10 grid gap-5 md:grid-cols-2">
        {points.map(({ title: pointTitle, body, icon }) => (
          <li
            key={pointTitle}
            className="flex gap-5 rounded-2xl border border-border bg-[linear-gradient(160deg,color-mix(in_oklch,var(--brand)_12%,var(--card)),var(--card)_60%)] p-7"
          >
            <span
              aria-hidden="true"
              className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand/15 text-brand"
            >
              <Icon name={icon} className="size-6" />
            </span>
            <div>
              <h3 className="text-xl font-semibold tracking-tight">{pointTitle}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{body}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
