import { Icon } from "@/components/page/icon";

export function HeroVisual({ markets }: { markets: readonly string[] }) {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:mx-0">
      <div className="absolute -inset-8 rounded-[3rem] bg-[radial-gradient(closest-side,color-mix(in_oklch,var(--brand)_30%,transparent),transparent)] blur-2xl" />

      <div className="relative rounded-2xl border border-white/10 bg-card/80 p-6 shadow-2xl shadow-black/50">
        <div className="flex items-center justify-between text-xs text-muted-foreground">
          <span className="font-medium tracking-wide uppercase">Organic leads · D2C client</span>
          <span>Last 6 months</span>
        </div>
        <div className="mt-3 flex items-end gap-3">
          <span className="font-display text-5xl font-bold tracking-tight">+182%</span>
          <span className="mb-2 inline-flex items-center gap-1 rounded-full bg-emerald-400/10 px-2 py-0.5 text-xs font-semibold text-emerald-300">
            <Icon name="trending-up" className="size-3.5" />
            on track
          </span>
        </div>
        <svg viewBox="0 0 320 120" className="mt-5 h-28 w-full" preserveAspectRatio="none">
          <defs>
            <linearGradient id="hero-area" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#8b7cf6" stopOpacity="0.45" />
              <stop offset="1" stopColor="#8b7cf6" stopOpacity="0" />
            </linearGradient>
            <linearGradient id="hero-line" x1="0" y1="0" x2="1" y2="0">
              <stop offset="0" stopColor="#8b7cf6" />
              <stop offset="0.6" stopColor="#f0705a" />
              <stop offset="1" stopColor="#ffb454" />
            </linearGradient>
          </defs>
          {[30, 60, 90].map((y) => (
            <line key={y} x1="0" x2="320" y1={y} y2={y} stroke="white" strokeOpacity="0.06" />
          ))}
          <path
            d="M0 104 C 30 100, 50 96, 70 90 S 110 84, 130 76 S 170 70, 190 58 S 230 44, 250 36 S 290 18, 320 10 L320 120 L0 120 Z"
            fill="url(#hero-area)"
          />
          <path
            d="M0 104 C 30 100, 50 96, 70 90 S 110 84, 130 76 S 170 70, 190 58 S 230 44, 250 36 S 290 18, 320 10"
            fill="none"
            stroke="url(#hero-line)"
            strokeWidth="3"
            strokeLinecap="round"
          />
          <circle cx="320" cy="10" r="5" fill="#ffb454" />
        </svg>
        <div className="mt-4 grid grid-cols-6 gap-1.5 text-center text-[0.65rem] font-semibold text-muted-foreground">
          {["Jun", "Jul", "Aug", "Sep", "Oct", "Nov"].map((month) => (
            <span key={month}>{month}</span>
          ))}
        </div>
      </div>

      <div className="relative -mt-6 ml-8 w-[85%] rounded-2xl border border-white/10 bg-[oklch(0.2_0.03_285)]/95 p-4 shadow-2xl shadow-black/60 sm:ml-16">
        <div className="flex items-start gap-3">
          <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand/20 text-brand">
            <Icon name="bot" className="size-5" />
          </span>
          <div className="min-w-0 text-sm">
            <p className="font-semibold">AI agent replied to a new lead</p>
            <p className="mt-0.5 text-muted-foreground">
              Qualified, booked a call and updated the CRM in 4 seconds.
            </p>
          </div>
        </div>
      </div>

      <div className="relative mt-4 -ml-2 flex w-fit flex-wrap items-center gap-2 rounded-full border border-white/10 bg-card/90 py-2 pr-4 pl-2 text-xs shadow-xl shadow-black/40 sm:-ml-6">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-spark/15 px-2.5 py-1 font-semibold text-spark">
          {/* Blinks for under 5 s (WCAG 2.2.2), then stays lit: a forever-blinking dot costs every frame. */}
          <span className="size-1.5 animate-pulse rounded-full bg-spark [animation-iteration-count:2] motion-reduce:animate-none" />
          Campaigns live
        </span>
        <span className="text-muted-foreground">{markets.join(" · ")}</span>
      </div>
    </div>
  );
}
