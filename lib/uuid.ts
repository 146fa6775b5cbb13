const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in Postgres's text form (any version, either case), without pulling zod into the caller. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
