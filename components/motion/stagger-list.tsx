"use client";

import { Children, isValidElement } from "react";
import { m, type Variants } from "motion/react";

const list: Variants = { hidden: {}, shown: { transition: { staggerChildren: 0.1 } } };
const item: Variants = {
  hidden: { opacity: 0, y: 16 },
  shown: { opacity: 1, y: 0, transition: { duration: 0.6, ease: [0.22, 1, 0.36, 1] } },
};

/**
 * A list whose cards animate in once, 0.6 s each with a 0.1 s stagger (spec section 9), when 20%
 * of it is visible. Its <li> children stay server-rendered; only the wrapper is client code.
 * `data-reveal` lets the <noscript> rule show everything when JavaScript is off.
 */
export function StaggerList({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <m.ul
      data-reveal
      className={className}
      initial="hidden"
      whileInView="shown"
      viewport={{ once: true, amount: 0.2 }}
      variants={list}
    >
      {Children.map(children, (child) =>
        isValidElement<{ className?: string; children?: React.ReactNode }>(child) &&
        child.type === "li" ? (
          <m.li data-reveal variants={item} className={child.props.className}>
            {child.props.children}
          </m.li>
        ) : (
          child
        ),
      )}
    </m.ul>
  );
}
