/** The page's title, the same while it loads, when it is refused and once the report is in. */
export function SpeedHeading() {
  return (
    <h1 className="font-display text-3xl font-bold tracking-tight sm:text-4xl">
      Speed from real visits
    </h1>
  );
}
