import { findErasureCopies, type ErasedCounts } from "@/lib/data/privacy";
import { AuthNotice } from "@/components/auth/auth-notice";

import { OutsideCopies } from "./outside-copies";
import { describeCounts } from "./request-links";

/** What was erased, then what staff still delete by hand, read back from the erasure's audit row. */
export async function ErasureResult({
  counts,
  record,
}: {
  counts: ErasedCounts;
  record: number | null;
}) {
  const copies = record === null ? null : await findErasureCopies(record);
  return (
    <section aria-label="Erasure result" className="grid max-w-3xl gap-4">
      <AuthNotice
        message={`Erased ${describeCounts(counts)}. The erasure is recorded in the audit trail with these counts and the list below, without the name, e-mail address or anything they wrote.`}
      />
      {copies?.ok && copies.data ? (
        <OutsideCopies copies={copies.data} headingLevel={2} />
      ) : (
        <p className="text-sm text-muted-foreground">
          The list of copies outside the database could not be read: open this page again from the
          link you were sent to after erasing.
        </p>
      )}
    </section>
  );
}
