import { site } from "@/content/site";
import {
  INVITATION_STATE_LABELS,
  isOpenInvitation,
  type InvitationState,
} from "@/lib/admin/invitation-state";
import type { InvitationRow } from "@/lib/data/review-invitations";
import { cn } from "@/lib/utils";
import { AdminTime } from "@/components/admin/admin-time";
import { DataTable, EmptyRow, Td, Th, Tr } from "@/components/admin/data-table";

import { InvitationControls } from "./invitation-controls";

const STATE_STYLES: Record<InvitationState, string> = {
  queued: "border-border bg-muted text-muted-foreground",
  sent: "border-sky-400/40 bg-sky-400/10 text-sky-200",
  opened: "border-amber-400/40 bg-amber-400/10 text-amber-200",
  reviewed: "border-emerald-400/40 bg-emerald-400/10 text-emerald-200",
  expired: "border-border bg-muted text-muted-foreground",
  revoked: "border-destructive/50 bg-destructive/10 text-red-200",
};

function When({ label, iso }: { label: string; iso: string | null }) {
  if (!iso) return null;
  return (
    <li>
      <span className="text-muted-foreground">{label} </span>
      <AdminTime iso={iso} />
    </li>
  );
}

export function InvitationsTable({
  rows,
  emptyText,
}: {
  rows: InvitationRow[];
  emptyText: string;
}) {
  return (
    <DataTable label="Invitations">
      <thead>
        <tr>
          <Th className="w-56">Client</Th>
          <Th className="w-44">Project</Th>
          <Th className="w-36">State</Th>
          <Th>History</Th>
          <Th className="w-48">Actions</Th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={5}>{emptyText}</EmptyRow>
        ) : (
          rows.map((row) => {
            const { state } = row;
            return (
              <Tr key={row.id}>
                <Td label="Client" className="break-words">
                  <span className="font-medium">{row.name}</span>
                  <br />
                  <span className="text-muted-foreground">{row.email}</span>
                </Td>
                <Td label="Project" className="break-words">
                  {row.project ?? <span className="text-muted-foreground">None given</span>}
                </Td>
                <Td label="State">
                  <span
                    className={cn(
                      "inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
                      STATE_STYLES[state],
                    )}
                  >
                    {INVITATION_STATE_LABELS[state]}
                  </span>
                </Td>
                <Td label="History">
                  <ul className="grid gap-0.5 text-xs">
                    <When label={row.generation > 1 ? "Resent" : "Invited"} iso={row.invited_at} />
                    <When label="E-mail sent" iso={row.sent_at} />
                    <When label="Opened" iso={row.opened_at} />
                    <When label="Reminder sent" iso={row.reminder_sent_at} />
                    <When label="Reviewed" iso={row.used_at} />
                    <When label="Revoked" iso={row.revoked_at} />
                    {row.used_at || row.revoked_at ? null : (
                      <When
                        label={state === "expired" ? "Expired" : "Expires"}
                        iso={row.expires_at}
                      />
                    )}
                  </ul>
                </Td>
                <Td label="Actions">
                  {isOpenInvitation(state) ? (
                    <InvitationControls id={row.id} client={row.name} />
                  ) : state === "reviewed" ? (
                    <a
                      href={`${site.adminPath}?${new URLSearchParams({ tab: "reviews", q: row.name })}`}
                      className="text-xs font-semibold text-brand hover:underline"
                    >
                      Open the review
                    </a>
                  ) : (
                    <span className="text-xs text-muted-foreground">Closed</span>
                  )}
                </Td>
              </Tr>
            );
          })
        )}
      </tbody>
    </DataTable>
  );
}
