import { verifiedMark } from "@/content/reviews";
import { Icon } from "@/components/page/icon";

/** A native disclosure: the meaning opens by keyboard, touch or a screen reader, without JavaScript. */
export function VerifiedMark({ project }: { project: string | null }) {
  return (
    <div className="grid gap-1.5 text-sm">
      {project ? (
        <p className="text-muted-foreground">
          {verifiedMark.project}: <span className="text-foreground">{project}</span>
        </p>
      ) : null}
      <details className="group w-fit">
        <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-full border border-emerald-400/40 bg-emerald-400/10 px-3 py-1 font-semibold text-emerald-300 transition-colors hover:bg-emerald-400/15 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
          <Icon name="shield-check" className="size-4" />
          {verifiedMark.label}
          <span className="sr-only">: what this means</span>
          <Icon
            name="chevron-right"
            className="size-3.5 transition-transform group-open:rotate-90 motion-reduce:transition-none"
          />
        </summary>
        <p className="mt-2 max-w-xs leading-relaxed text-muted-foreground">
          {verifiedMark.explanation}
        </p>
      </details>
    </div>
  );
}
