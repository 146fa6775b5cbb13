import { Children, cloneElement, isValidElement } from "react";

/** A server component: the inline reveal script (reveal-script.ts) staggers its `<li>` children. */
export function StaggerList({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <ul data-reveal="list" className={className}>
      {Children.map(children, (child) =>
        isValidElement<{ "data-reveal"?: string }>(child) && child.type === "li"
          ? cloneElement(child, { "data-reveal": "item" })
          : child,
      )}
    </ul>
  );
}
