import { cn } from "@/lib/utils";

const REPEAT = 6;

export function TextBands({ phrases }: { phrases: readonly string[] }) {
  return (
    <section
      aria-label="What we stand for"
      className="relative space-y-3 overflow-hidden border-y border-border bg-white/[0.015] py-10 sm:space-y-5 sm:py-14"
    >
      {phrases.map((phrase, index) => (
        <div key={phrase} className="relative">
          <p className="sr-only">{phrase}</p>
          <div aria-hidden="true" className="flex w-max select-none">
            {[0, 1].map((half) => (
              <div
                key={half}
                className={cn(
                  "flex shrink-0 motion-reduce:animate-none",
                  index % 2 === 0 ? "animate-marquee" : "animate-marquee-reverse",
                )}
              >
                {Array.from({ length: REPEAT }, (_, i) => (
                  <span key={i} className="band-item">
                    {phrase}
                  </span>
                ))}
              </div>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
