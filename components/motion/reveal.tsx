/** A server component: the inline reveal script (reveal-script.ts) plays the fade, not React. */
export function Reveal({
  children,
  className,
  as = "div",
}: {
  children: React.ReactNode;
  className?: string;
  as?: "div" | "section";
}) {
  const Component = as;
  return (
    <Component data-reveal="section" className={className}>
      {children}
    </Component>
  );
}
