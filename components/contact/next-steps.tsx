export function NextSteps({
  title,
  steps,
}: {
  title: string;
  steps: readonly { title: string; body: string }[];
}) {
  return (
    <section aria-labelledby="next-steps" className="rounded-2xl border border-border p-7 sm:p-8">
      <h2 id="next-steps" className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <ol className="mt-6 space-y-5">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full border border-brand/50 text-sm font-bold text-brand"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="mt-1 leading-relaxed text-muted-foreground">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
