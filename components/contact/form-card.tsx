/** The form (a client component with its server action) comes from the route as children. */
export function FormCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby="project-form"
      className="relative isolate overflow-hidden rounded-3xl border border-white/10 bg-card p-7 shadow-2xl shadow-black/40 sm:p-10"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(80%_60%_at_100%_0%,color-mix(in_oklch,var(--brand)_22%,transparent),transparent_70%)]"
      />
      <h2 id="project-form" className="text-display-md font-bold">
        {title}
      </h2>
      <p className="mt-4 max-w-xl text-lg leading-relaxed text-muted-foreground">{intro}</p>
      {children ? <div className="mt-10">{children}</div> : null}
    </section>
  );
}
