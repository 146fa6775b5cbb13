import type { FormSubmission } from "@/lib/database-rows";
import { AdminTime } from "@/components/admin/admin-time";
import { DataTable, EmptyRow, Td, Th, Tr } from "@/components/admin/data-table";
import { EnquiryOrigin } from "@/components/admin/enquiry-origin";
import { NotWhileSpam, SpamBadge } from "@/components/admin/spam-badge";
import { EmailAddress } from "@/components/page/email-address";

import { HandledSwitch, SubmissionSpamButton } from "./submission-controls";

export type SubmissionRow = Pick<
  FormSubmission,
  | "id"
  | "created_at"
  | "name"
  | "email"
  | "message"
  | "handled_at"
  | "spam_reason"
  | "source"
  | "landing_page"
  | "referrer_origin"
  | "utm_medium"
  | "utm_campaign"
  | "utm_term"
  | "utm_content"
  | "sent_from"
>;

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
          <Th className="w-28">Actions</Th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={6}>{emptyText}</EmptyRow>
        ) : (
          rows.map((row) => {
            const waiting = !row.handled_at && !row.spam_reason;
            return (
              <Tr key={row.id} highlight={waiting}>
                <Td label="Date" className="whitespace-nowrap text-muted-foreground">
                  <AdminTime iso={row.created_at} />
                  {waiting ? (
                    <span className="ml-2 rounded-full bg-brand/20 px-2 py-0.5 text-[0.7rem] font-semibold tracking-wide text-foreground uppercase">
                      New
                    </span>
                  ) : null}
                  {row.spam_reason ? <SpamBadge reason={row.spam_reason} /> : null}
                </Td>
                <Td label="Name" className="font-medium break-words">
                  {row.name}
                </Td>
                <Td label="Email">
                  <a
                    href={`mailto:${row.email}`}
                    className="text-brand underline-offset-4 hover:underline"
                  >
                    <EmailAddress address={row.email} />
                  </a>
                </Td>
                <Td label="Message" className="break-words whitespace-pre-line">
                  {row.message}
                  <EnquiryOrigin row={row} />
                </Td>
                <Td label="Handled">
                  {row.spam_reason ? (
                    <NotWhileSpam />
                  ) : (
                    <HandledSwitch
                      id={row.id}
                      handled={Boolean(row.handled_at)}
                      sender={row.name}
                    />
                  )}
                </Td>
                <Td label="Actions">
                  <SubmissionSpamButton
                    id={row.id}
                    spam={Boolean(row.spam_reason)}
                    sender={row.name}
                  />
                </Td>
              </Tr>
            );
          })
        )}
      </tbody>
    </DataTable>
  );
}
