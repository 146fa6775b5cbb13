import { useEffect, useRef } from "react";

import { useIsHydrated } from "./use-is-hydrated";

// What a toast takes at the foot of a phone's screen, with its margin.
const TOAST_ROOM = 96;

// Stays where the form was until another message is begun; the toast alone goes too soon.
export function SentConfirmation({
  successMessage,
  isToastMissing,
  another,
  permalink,
  onAnother,
  children,
}: {
  successMessage: string;
  isToastMissing: boolean;
  /** Absent where only one message can be sent, as through an invitation's link. */
  another?: string | undefined;
  permalink: string;
  onAnother: () => void;
  children: React.ReactNode;
}) {
  const isHydrated = useIsHydrated();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    // The send button it replaces had the focus: keep it on what answers.
    if (document.activeElement === document.body) box.focus({ preventScroll: true });
    // A shorter box than the form can land under the fixed header or the toast on a phone.
    const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    const { top, bottom } = box.getBoundingClientRect();
    if (top < header || bottom > window.innerHeight - TOAST_ROOM) {
      const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      box.scrollIntoView({ block: "start", behavior: still ? "auto" : "smooth" });
    }
  }, []);

  return (
    <div
      ref={ref}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the page a post without JavaScript returns opens at its top
      autoFocus={!isHydrated}
      className="grid scroll-mt-24 gap-4 rounded-2xl border border-brand/40 bg-brand/10 p-6 outline-none sm:p-8"
    >
      {!isHydrated || isToastMissing ? <p className="font-semibold">{successMessage}</p> : null}
      <div className="grid gap-2 leading-relaxed">{children}</div>
      {another ? (
        <a
          href={permalink}
          onClick={(event) => {
            event.preventDefault();
            onAnother();
          }}
          className="w-fit rounded-full border border-border bg-white/[0.04] px-5 py-2.5 text-sm font-semibold transition-colors hover:border-brand/50 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
        >
          {another}
        </a>
      ) : null}
    </div>
  );
}
