import type {
  PersonInvitation,
  PersonNotification,
  PersonReview,
  PersonSubmission,
} from "@/lib/data/privacy";
import { AdminTime } from "@/components/admin/admin-time";
import { DataTable, EmptyRow, Td, Th, Tr } from "@/components/admin/data-table";
import { EnquiryOrigin } from "@/components/admin/enquiry-origin";
import { StarRating } from "@/components/admin/star-rating";
import { EmailAddress } from "@/components/page/email-address";

/** Everything is shown in full: staff read it back to the person, so nothing is truncated. */

export function PersonSubmissionsTable({ rows }: { rows: PersonSubmission[] }) {
  return (
    <DataTable label="Enquiries held">
      <thead>
        <tr>
          <Th className="w-40">Date</Th>
          <Th className="w-40">Name</Th>
          <Th className="w-56">Email</Th>
          <Th>Message</Th>
          <Th className="w-32">Status</Th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={5}>No enquiries.</EmptyRow>
        ) : (
          rows.map((row) => (
            <Tr key={row.id}>
              <Td label="Date" className="whitespace-nowrap text-muted-foreground">
                <AdminTime iso={row.created_at} />
              </Td>
              <Td label="Name" className="font-medium break-words">
                {row.name}
              </Td>
              <Td label="Email">
                <EmailAddress address={row.email} />
              </Td>
              <Td label="Message" className="break-words whitespace-pre-line">
                {row.message}
                <EnquiryOrigin row={row} />
              </Td>
              <Td label="Status">
                {row.spam_reason ? (
                  "Spam"
                ) : row.handled_at ? (
                  <>
                    Handled <AdminTime iso={row.handled_at} />
                  </>
                ) : (
                  "New"
                )}
              </Td>
            </Tr>
          ))
        )}
      </tbody>
    </DataTable>
  );
}

export function PersonReviewsTable({ rows }: { rows: PersonReview[] }) {
  return (
    <DataTable label="Reviews held">
      <thead>
        <tr>
          <Th className="w-40">Date</Th>
          <Th className="w-36">Name</Th>
          <Th className="w-28">Rating</Th>
          <Th>Comment</Th>
          <Th className="w-28">Status</Th>
          <Th className="w-44">Consent</Th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={6}>No reviews.</EmptyRow>
        ) : (
          rows.map((row) => (
            <Tr key={row.id}>
              <Td label="Date" className="whitespace-nowrap text-muted-foreground">
                <AdminTime iso={row.created_at} />
              </Td>
              <Td label="Name" className="font-medium break-words">
                {row.name}
              </Td>
              <Td label="Rating">
                <StarRating rating={row.rating} />
              </Td>
              <Td label="Comment" className="break-words whitespace-pre-line">
                {row.comment}
              </Td>
              <Td label="Status">{row.approved ? "Published" : "Pending"}</Td>
              <Td label="Consent" className="text-muted-foreground">
                {row.consent_version ? (
                  <>
                    Version {row.consent_version}
                    {row.consented_at ? (
                      <>
                        , <AdminTime iso={row.consented_at} />
                      </>
                    ) : null}
                  </>
                ) : (
                  "Not recorded"
                )}
              </Td>
            </Tr>
          ))
        )}
      </tbody>
    </DataTable>
  );
}

const KINDS: Record<PersonNotification["kind"], string> = {
  submission: "New enquiry",
  review: "New review",
  invitation: "Invitation to review",
};

const CHANNELS: Record<PersonNotification["channel"], string> = {
  staff_email: "e-mail to staff",
  auto_reply: "auto-reply to the person",
  webhook: "webhook to the team’s tools",
  invitation: "e-mail to the person",
  invitation_reminder: "reminder to the person",
};

function invitationStatus(row: PersonInvitation): React.ReactNode {
  if (row.used_at)
    return (
      <>
        Reviewed <AdminTime iso={row.used_at} />
      </>
    );
  if (row.revoked_at)
    return (
      <>
        Revoked <AdminTime iso={row.revoked_at} />
      </>
    );
  return (
    <>
      Unused; its link works until <AdminTime iso={row.expires_at} />
    </>
  );
}

export function PersonInvitationsTable({ rows }: { rows: PersonInvitation[] }) {
  return (
    <DataTable label="Invitations to review held">
      <thead>
        <tr>
          <Th className="w-40">Invited</Th>
          <Th className="w-40">Name</Th>
          <Th className="w-56">Email</Th>
          <Th>Project</Th>
          <Th className="w-48">Status</Th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={5}>No invitations.</EmptyRow>
        ) : (
          rows.map((row) => (
            <Tr key={row.id}>
              <Td label="Invited" className="whitespace-nowrap text-muted-foreground">
                <AdminTime iso={row.invited_at} />
              </Td>
              <Td label="Name" className="font-medium break-words">
                {row.name}
              </Td>
              <Td label="Email">
                <EmailAddress address={row.email} />
              </Td>
              <Td label="Project" className="break-words">
                {row.project ?? "None given"}
              </Td>
              <Td label="Status">{invitationStatus(row)}</Td>
            </Tr>
          ))
        )}
      </tbody>
    </DataTable>
  );
}

/** Where a sent notification went, when it was recorded (rows sent before that say nothing). */
function sentTo(row: PersonNotification): string {
  if (row.delivered_to && row.delivered_to.length > 0) return ` to ${row.delivered_to.join(", ")}`;
  return row.delivered_host ? ` to ${row.delivered_host}` : "";
}

export function PersonNotificationsTable({ rows }: { rows: PersonNotification[] }) {
  return (
    <DataTable label="Notifications held">
      <thead>
        <tr>
          <Th className="w-40">Date</Th>
          <Th>Kind</Th>
          <Th className="w-80">Status</Th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={3}>No notifications.</EmptyRow>
        ) : (
          rows.map((row) => (
            <Tr key={row.id}>
              <Td label="Date" className="whitespace-nowrap text-muted-foreground">
                <AdminTime iso={row.created_at} />
              </Td>
              <Td label="Kind">
                {KINDS[row.kind] ?? row.kind}, {CHANNELS[row.channel] ?? row.channel}
              </Td>
              <Td label="Status">
                {row.sent_at ? (
                  <>
                    Sent <AdminTime iso={row.sent_at} />
                    {sentTo(row)}
                  </>
                ) : (
                  `Waiting to be sent (${row.attempts} ${row.attempts === 1 ? "attempt" : "attempts"} so far)`
                )}
              </Td>
            </Tr>
          ))
        )}
      </tbody>
    </DataTable>
  );
}
