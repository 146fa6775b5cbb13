import type { FormSubmission } from "@/lib/database-rows";
import { AdminTime } from "@/components/admin/admin-time";
import { DataTable, EmptyRow, Td, Th, Tr } from "@/components/admin/data-table";

import { HandledSwitch } from "./submission-controls";

/** The columns the table shows. */
export type SubmissionRow = Pick<
  FormSubmission,
  "id" | "created_at" | "name" | "email" | "message" | "handled_at"
>;

/**
 * Tab 'Form Submissions': Date, Name, Email, Message, newest first, and a Handled switch. A
 * message nobody has handled yet is marked New and stands out. Text is always text.
 */
export function SubmissionsTable({
  rows,
  emptyText,
}: {
  rows: SubmissionRow[];
  emptyText: string;
}) {
  return (
    <DataTable label="Form submissions">
      <thead>
        <tr>
          <Th className="w-40">Date</Th>
          <Th className="w-44">Name</Th>
          <Th className="w-56">Email</Th>
          <Th>Message</Th>
          <Th className="w-28">Handled</Th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={5}>{emptyText}</EmptyRow>
        ) : (
          rows.map((row) => (
            <Tr key={row.id} highlight={!row.handled_at}>
              <Td label="Date" className="whitespace-nowrap text-muted-foreground">
                <AdminTime iso={row.created_at} />
                {row.handled_at ? null : (
                  <span className="ml-2 rounded-full bg-brand/20 px-2 py-0.5 text-[0.7rem] font-semibold tracking-wide text-foreground uppercase">
                    New
                  </span>
                )}
              </Td>
              <Td label="Name" className="font-medium break-words">
                {row.name}
              </Td>
              <Td label="Email" className="break-all">
                <a
                  href={`mailto:${row.email}`}
                  className="text-brand underline-offset-4 hover:underline"
                >
                  {row.email}
                </a>
              </Td>
              <Td label="Message" className="break-words whitespace-pre-line">
                {row.message}
              </Td>
              <Td label="Handled">
                <HandledSwitch id={row.id} handled={Boolean(row.handled_at)} sender={row.name} />
              </Td>
            </Tr>
          ))
        )}
      </tbody>
    </DataTable>
  );
}
