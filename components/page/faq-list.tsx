import type { RichText as RichTextValue } from "@/content/rich-text";

import { Icon } from "./icon";
import { RichText } from "./rich-text";

// Native <details>: no JavaScript, crawlable, and find-in-page opens a matching answer.
export function FaqList({
  items,
}: {
  items: readonly { question: string; answer: RichTextValue }[];
}) {
  return (
    <div className="divide-y divide-border rounded-2xl border border-border bg-card">
      {items.map((item, index) => (
        <details key={item.question} className="group px-6 sm:px-8" open={index === 0}>
          <summary className="flex cursor-pointer list-none items-start justify-between gap-6 rounded-lg py-6 text-left font-display text-lg font-semibold outline-none marker:hidden focus-visible:ring-[3px] focus-visible:ring-ring/60 [&::-webkit-details-marker]:hidden">
            <h3 className="text-lg">{item.question}</h3>
            <Icon
              name="plus"
              className="mt-1 size-5 shrink-0 text-brand transition-transform duration-300 group-open:rotate-45"
            />
          </summary>
          <p className="-mt-2 pb-6 leading-relaxed text-muted-foreground">
            <RichText text={item.answer} />
          </p>
        </details>
      ))}
    </div>
  );
}
