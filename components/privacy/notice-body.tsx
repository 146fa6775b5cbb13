import type { NoticeBlock, NoticeSection } from "@/content/privacy";

import { NoticeText } from "./notice-text";

/** A term and its detail, one row each: the responsible party's details and each purpose's. */
function Facts({ items }: { items: Extract<NoticeBlock, { type: "facts" }>["items"] }) {
  return (
    <dl className="grid gap-4 text-base leading-7">
      {items.map((fact) => (
        <div key={fact.term} className="grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-6">
          <dt className="font-semibold text-foreground">{fact.term}</dt>
          <dd>
            <NoticeText text={fact.detail} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Block({ block }: { block: NoticeBlock }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p>
          <NoticeText text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul className="space-y-3 pl-1">
          {block.items.map((item, index) => (
            <li key={index} className="relative pl-7">
              <span
                aria-hidden="true"
                className="absolute top-[0.7em] left-0 size-2 rounded-full bg-brand"
              />
              <NoticeText text={item} />
            </li>
          ))}
        </ul>
      );
    case "facts":
      return (
        <div className="rounded-2xl border border-border bg-card p-6 sm:p-7">
          <Facts items={block.items} />
        </div>
      );
    case "purposes":
      return (
        <div className="space-y-5">
          {block.items.map((purpose) => (
            <div
              key={purpose.title}
              className="rounded-2xl border border-border bg-card p-6 sm:p-7"
            >
              <h3 className="mb-5 text-xl font-semibold tracking-tight text-foreground">
                {purpose.title}
              </h3>
              <Facts items={purpose.facts} />
            </div>
          ))}
        </div>
      );
  }
}

/** Contents as plain anchor links (no script): beside the text when wide, above it on phones. */
export function NoticeBody({
  sections,
  contentsLabel,
  backLabel,
}: {
  sections: readonly NoticeSection[];
  contentsLabel: string;
  backLabel: string;
}) {
  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,48rem)_minmax(0,1fr)] lg:gap-16 xl:gap-24">
      <nav
        id="contents"
        aria-label={contentsLabel}
        className="scroll-mt-28 lg:col-start-2 lg:row-start-1"
      >
        <div className="rounded-2xl border border-border p-6 lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:rounded-none lg:border-0 lg:border-l lg:p-0 lg:pl-6">
          <p className="text-xs font-semibold tracking-[0.16em] text-muted-foreground uppercase">
            {contentsLabel}
          </p>
          <ol className="mt-4 space-y-1 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-block py-1 text-muted-foreground transition-colors hover:text-foreground"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>
      <div className="text-lg leading-8 text-foreground/80 lg:col-start-1 lg:row-start-1">
        {sections.map((section, index) => (
          <section
            key={section.id}
            aria-labelledby={section.id}
            className={index === 0 ? undefined : "mt-14"}
          >
            <h2
              id={section.id}
              className="scroll-mt-28 text-2xl font-bold tracking-tight text-foreground sm:text-3xl"
            >
              {section.title}
            </h2>
            <div className="mt-6 space-y-6">
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </div>
            <p className="mt-6 text-sm">
              <a
                href="#contents"
                className="inline-flex items-center gap-1.5 py-1 font-medium text-muted-foreground transition-colors hover:text-foreground"
              >
                <span aria-hidden="true">↑</span> {backLabel}
              </a>
            </p>
          </section>
        ))}
      </div>
    </div>
  );
}
