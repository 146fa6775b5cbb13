import { formatAdminDate } from "@/lib/admin/format";

import { DataTable, EmptyRow, Td, Th, Tr } from "./data-table";

/** The columns the table shows (a structural subset of the form_submissions row). */
export type SubmissionRow = { id: string; created_at: string; name: string; email: string; message: string };

/** Tab 'Form Submissions': Date, Name, Email, Message, newest first. Text is always text. */
export function SubmissionsTable({ rows, searching }: { rows: SubmissionRow[]; searching: boolean }) {
  return (
    <DataTable label="Form submissions">
      <thead>
        <tr>
          <Th className="w-40">Date</Th>
          <Th className="w-44">Name</Th>
          <Th className="w-56">Email</Th>
          <Th>Message</Th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={4}>{searching ? "No submissions match this search." : "No submissions yet."}</EmptyRow>
        ) : (
          rows.map((row) => (
            <Tr key={row.id}>
              <Td label="Date" className="whitespace-nowrap text-muted-foreground">
                <time dateTime={row.created_at}>{formatAdminDate(row.created_at)}</time>
              </Td>
              <Td label="Name" className="font-medium break-words">{row.name}</Td>
              <Td label="Email" className="break-all">
                <a href={`mailto:${row.email}`} className="text-brand underline-offset-4 hover:underline">
                  {row.email}
                </a>
              </Td>
              <Td label="Message" className="whitespace-pre-line break-words">{row.message}</Td>
            </Tr>
          ))
        )}
      </tbody>
    </DataTable>
  );
}
