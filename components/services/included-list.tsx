import { Icon } from "@/components/page/icon";
import { PageSection } from "@/components/page/page-section";
import { SectionHeading } from "@/components/page/section-heading";

export function IncludedList({
  eyebrow,
  title,
  intro,
  items,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  items: readonly { title: string; body: string }[];
}) {
  return (
    <PageSection labelledBy="included" className="border-t border-border">
      <SectionHeading id="included" eyebrow={eyebrow} title={title} intro={intro} />
      <ul className="mt-12 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-brand/15 text-brand"
            >
              <Icon name="check" className="size-4" />
            </span>
            <div>
              <h3 className="text-lg font-semibold tracking-tight">{item.title}</h3>
              <p className="mt-1.5 leading-relaxed text-muted-foreground">{item.body}</p>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
