import Link from "next/link";

import type { PersonQuery } from "@/lib/data/privacy";

import { privacyHref } from "./request-links";

/** A part of a name can find several people: staff narrow to one before they export or erase. */
export function NamesFound({ query, names }: { query: PersonQuery; names: string[] }) {
  if (!query.name) return null;
  if (query.wholeName) {
    return (
      <p className="text-sm text-muted-foreground">
        Only reviews under exactly this name are listed.{" "}
        <Link href={privacyHref({ ...query, wholeName: false })} className="underline">
          List every name containing “{query.name}”
        </Link>
      </p>
    );
  }
  if (names.length < 2) return null;
  return (
    <section
      aria-labelledby="names-found-heading"
      className="grid gap-2 rounded-2xl border border-amber-500/60 bg-amber-500/10 p-4 sm:p-5"
    >
      <h3 id="names-found-heading" className="font-semibold">
        These reviews carry {names.length} different names
      </h3>
      <p className="text-sm">
        An export or an erasure is for one person: list one name, then export or erase. For someone
        who used two spellings, do each in turn.
      </p>
      <ul className="flex flex-wrap gap-2 text-sm">
        {names.map((name) => (
          <li key={name}>
            <Link
              href={privacyHref({ ...query, name, wholeName: true })}
              className="inline-flex rounded-full border border-border bg-background px-3 py-1 underline-offset-4 hover:underline"
            >
              Only “{name}”
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
