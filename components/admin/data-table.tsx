import { cn } from "@/lib/utils";

// Below md each row is a card with cells labelled from `data-label`, so phones show whole messages.
export function DataTable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="rounded-2xl border border-border bg-card/60 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none md:overflow-x-auto"
    >
      <table className="w-full border-collapse text-left text-sm max-md:block md:min-w-[44rem] [&_tbody]:max-md:block [&_thead]:max-md:sr-only [&_tr]:max-md:block">
        {children}
      </table>
    </div>
  );
}

export function Th({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <th
      scope="col"
      className={cn(
        "border-b border-border px-4 py-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase",
        className,
      )}
    >
      {children}
    </th>
  );
}

export function Td({
  children,
  className,
  label,
}: {
  children: React.ReactNode;
  className?: string;
  label: string;
}) {
  return (
    <td
      data-label={label}
      className={cn(
        "border-b border-border/60 px-4 py-3 align-top",
        "max-md:flex max-md:gap-3 max-md:border-0 max-md:px-0 max-md:py-1.5 max-md:before:w-20 max-md:before:shrink-0 max-md:before:pt-0.5 max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wider max-md:before:text-muted-foreground max-md:before:uppercase max-md:before:content-[attr(data-label)]",
        className,
      )}
    >
      <div className="min-w-0 max-md:flex-1">{children}</div>
    </td>
  );
}

// `relative` gives each row its own paint layer, so a switch flipped in one row repaints only it.
export function Tr({
  children,
  highlight = false,
}: {
  children: React.ReactNode;
  highlight?: boolean;
}) {
  return (
    <tr
      className={cn(
        "relative hover:bg-accent/40 max-md:border-b max-md:border-border/60 max-md:px-4 max-md:py-3 max-md:last:border-0",
        highlight && "bg-brand/[0.07] shadow-[inset_3px_0_0_var(--color-brand)]",
      )}
    >
      {children}
    </tr>
  );
}

export function EmptyRow({ colSpan, children }: { colSpan: number; children: React.ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-10 text-center text-muted-foreground max-md:block">
        {children}
      </td>
    </tr>
  );
}
