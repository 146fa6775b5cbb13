export function KeyFacts({
  title,
  facts,
}: {
  title: string;
  facts: readonly { label: string; value: string }[];
}) {
  return (
    <section
      aria-labelledby="key-facts"
      className="rounded-2xl border border-border bg-card p-7 sm:p-8"
    >
      <h2 id="key-facts" className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <dl className="mt-6 divide-y divide-border">
        {facts.map((fact) => (
          <div key={fact.label} className="grid gap-1 py-4 first:pt-0 last:pb-0">
            <dt className="text-xs font-semibold tracking-[0.14em] text-brand uppercase">
              {fact.label}
            </dt>
            <dd className="leading-relaxed">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
