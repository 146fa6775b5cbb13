import { Icon } from "@/components/page/icon";

/** A full-width notice in the dashboard: not authorized, or the backend cannot be reached. */
export function AccessMessage({
  kind,
  title,
  children,
}: {
  kind: "forbidden" | "error";
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section
      role={kind === "error" ? "alert" : undefined}
      className="mx-auto max-w-xl rounded-3xl border border-border bg-card p-8 text-center"
    >
      <Icon
        name={kind === "forbidden" ? "shield-exclamation-point" : "triangle-exclamation-point"}
        className="mx-auto size-10 text-coral"
      />
      <h2 className="mt-4 font-display text-2xl font-bold">{title}</h2>
      <div className="mt-3 text-muted-foreground">{children}</div>
    </section>
  );
}
