import type { NoticeText as NoticeTextValue } from "@/content/privacy";
import { cx } from "@/lib/cx";
import { IconChip } from "@/components/page/icon";

import { NoticeText } from "./notice-text";

/** The published moderation rules, on the reviews page; the privacy notice links to its `id`. */
export function ReviewPolicy({
  id,
  title,
  intro,
  points,
  className,
}: {
  id: string;
  title: string;
  intro: string;
  points: readonly NoticeTextValue[];
  className?: string;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cx(
        "scroll-mt-28 rounded-3xl border border-border bg-card/40 p-7 sm:p-10",
        className,
      )}
    >
      <div className="flex items-center gap-4">
        <IconChip name="shield" />
        <h2 id={headingId} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
      </div>
      <p className="mt-5 leading-relaxed text-muted-foreground">{intro}</p>
      <ul className="mt-6 space-y-4 leading-relaxed text-foreground/85">
        {points.map((point, index) => (
          <li key={index} className="relative pl-7">
            <span
              aria-hidden="true"
              className="absolute top-[0.6em] left-0 size-2 rounded-full bg-brand"
            />
            <NoticeText text={point} />
          </li>
        ))}
      </ul>
    </section>
  );
}
