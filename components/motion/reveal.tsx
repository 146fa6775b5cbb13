/**
 * Fades a section in once, when 20% of it is visible, over 0.6 s (spec section 9). A server
 * component: the fade is played by the inline reveal script (reveal-script.ts), not by React.
 */
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
