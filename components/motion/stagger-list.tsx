import { Children, cloneElement, isValidElement } from "react";

/**
 * A list whose cards animate in once, 0.6 s each with a 0.1 s stagger (spec section 9), when 20%
 * of it is visible. A server component: the inline reveal script (reveal-script.ts) plays the
 * animation on its `data-reveal="item"` children. The <noscript> rule shows everything when
 * JavaScript is off.
 */
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
