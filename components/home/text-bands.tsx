import { cn } from "@/lib/utils";
import { Icon } from "@/components/page/icon";

const REPEAT = 6;

export function TextBands({
  phrases,
  pause,
}: {
  phrases: readonly string[];
  pause: { label: string; context: string };
}) {
  return (
    <section
      aria-label="What we stand for"
      className="band-strip relative space-y-3 overflow-hidden border-y border-border bg-white/[0.015] py-10 sm:space-y-5 sm:py-14"
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
      {/* A checkbox, not a scripted button: it pauses the bands before, and without, JavaScript. */}
      <label className="band-pause absolute inline-flex items-center gap-1.5 rounded-full border border-border bg-background px-3 py-1.5 text-xs font-medium text-muted-foreground">
        <input
          type="checkbox"
          role="switch"
          className="absolute inset-0 size-full cursor-pointer"
        />
        <Icon name="pause" className="size-3.5" />
        <Icon name="play" className="size-3.5" />
        {pause.label}
        <span className="sr-only"> {pause.context}</span>
      </label>
    </section>
  );
}
