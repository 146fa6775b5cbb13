import { LogoMark } from "./logo";

// Timing lives in CSS, so the page beneath is rendered and crawlable from the first byte.
export function Splash({ brandName, words }: { brandName: string; words: readonly string[] }) {
  return (
    <div
      data-splash-root
      aria-hidden="true"
      className="splash fixed inset-0 z-[100] grid cursor-pointer place-items-center overflow-hidden"
    >
      <div className="relative flex flex-col items-center gap-6 px-6 text-center">
        <LogoMark className="size-16 sm:size-20" />
        <p className="font-display text-5xl font-bold tracking-tight sm:text-7xl">{brandName}</p>
        <p className="grid h-[1.5em] overflow-hidden text-lg font-medium text-muted-foreground sm:text-2xl">
          {words.map((word) => (
            <span key={word} className="splash-word" data-splash-word>
              {word}
            </span>
          ))}
        </p>
      </div>
      <p className="absolute bottom-8 text-xs tracking-[0.2em] text-muted-foreground/80 uppercase">
        <span className="pointer-coarse:hidden">Click or press Esc to skip</span>
        <span className="hidden pointer-coarse:inline">Tap to skip</span>
      </p>
    </div>
  );
}
