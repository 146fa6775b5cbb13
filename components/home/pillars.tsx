import { Reveal } from "@/components/motion/reveal";
import { Icon } from "@/components/page/icon";

const icons = ["bot", "code-xml", "megaphone"] as const;

export function Pillars({
  heading,
  intro,
  items,
}: {
  heading: string;
  intro: string;
  items: readonly { title: string; body: string }[];
}) {
  return (
    <Reveal as="section" className="container-page py-24 sm:py-32">
      <div className="max-w-2xl">
        <h2 className="text-display-lg font-bold">{heading}</h2>
        <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{intro}</p>
      </div>
      <ul className="mt-14 grid gap-5 md:grid-cols-3">
        {items.map((item, index) => {
          const icon = icons[index % icons.length] ?? "bot";
          return (
            <li
              key={item.title}
              className="group relative overflow-hidden rounded-2xl border border-border bg-card p-7 transition-colors hover:border-brand/40"
            >
              <span className="mb-6 inline-grid size-12 place-items-center rounded-xl bg-brand/15 text-brand">
                <Icon name={icon} className="size-6" />
              </span>
              <h3 className="text-xl font-semibold tracking-tight">{item.title}</h3>
              <p className="mt-3 leading-relaxed text-muted-foreground">{item.body}</p>
            </li>
          );
        })}
      </ul>
    </Reveal>
  );
}
