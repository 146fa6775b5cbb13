import type { BlogBlock } from "@/content/blog";
import type { RichText as RichTextValue } from "@/content/rich-text";
import { RichText } from "@/components/page/rich-text";

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function Block({ block }: { block: BlogBlock }) {
  if (block.type === "paragraph") {
    return (
      <p>
        <RichText text={block.text} />
      </p>
    );
  }
  const List = block.ordered ? "ol" : "ul";
  return (
    <List className="space-y-3 pl-1">
      {block.items.map((item, index) => (
        <li key={index} className="relative pl-7">
          <span
            aria-hidden="true"
            className="absolute top-[0.7em] left-0 size-2 rounded-full bg-brand"
          />
          <RichText text={item} />
        </li>
      ))}
    </List>
  );
}

/** The "In this article" list is plain anchor links to the h2 ids: no script. */
export function ArticleBody({
  intro,
  sections,
}: {
  intro: readonly RichTextValue[];
  sections: readonly { heading: string; blocks: readonly BlogBlock[] }[];
}) {
  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,48rem)_minmax(0,1fr)] lg:gap-16 xl:gap-24">
      <div className="text-lg leading-8 text-foreground/80">
        <div className="space-y-6 text-xl leading-9 text-foreground/90">
          {intro.map((paragraph, index) => (
            <p key={index}>
              <RichText text={paragraph} />
            </p>
          ))}
        </div>
        {sections.map((section) => (
          <section key={section.heading} className="mt-14">
            <h2
              id={slugify(section.heading)}
              className="scroll-mt-28 text-2xl font-bold tracking-tight text-foreground sm:text-3xl"
            >
              {section.heading}
            </h2>
            <div className="mt-6 space-y-6">
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </div>
          </section>
        ))}
      </div>
      <nav aria-label="In this article" className="hidden lg:block">
        <div className="sticky top-[calc(var(--header-height)+2rem)] border-l border-border pl-6">
          <p className="text-xs font-semibold tracking-[0.16em] text-muted-foreground uppercase">
            In this article
          </p>
          <ol className="mt-4 space-y-3 text-sm">
            {sections.map((section) => (
              <li key={section.heading}>
                <a
                  href={`#${slugify(section.heading)}`}
                  className="text-muted-foreground transition-colors hover:text-foreground"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>
    </div>
  );
}
