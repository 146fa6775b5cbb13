"use client";

import type { ActionResult } from "@/lib/schemas/action-result";
import { Button } from "@/components/ui/button";
import { ConfirmedAction } from "@/components/admin/confirmed-action";
import { useToastedAction } from "@/components/admin/use-toasted-action";
import { Icon } from "@/components/page/icon";

import { resendInvitationAction, revokeInvitationAction } from "./actions";

function ControlButton({
  label,
  icon,
  run,
  failed,
}: {
  label: string;
  icon: "repeat";
  run: () => Promise<ActionResult>;
  failed: string;
}) {
  const { isPending, run: runToasted } = useToastedAction();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-disabled={isPending || undefined}
      className="h-8 px-3 text-xs aria-disabled:opacity-60"
      onClick={() => runToasted(run, failed)}
    >
      <Icon name={icon} />
      {label}
    </Button>
  );
}

export function InvitationControls({ id, client }: { id: string; client: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <ControlButton
        label="Resend"
        icon="repeat"
        run={() => resendInvitationAction(id)}
        failed={`The invitation to ${client} was not sent again.`}
      />
      <ConfirmedAction
        trigger={(isPending) => (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-disabled={isPending || undefined}
            className="h-8 px-3 text-xs hover:border-destructive/60 hover:text-destructive aria-disabled:opacity-60"
          >
            <Icon name="x" />
            Revoke
          </Button>
        )}
        title={`Revoke the invitation to ${client}?`}
        description="Its link then says it was withdrawn and takes no review. This cannot be undone; a new invitation sends a new link."
        confirm="Revoke"
        run={() => revokeInvitationAction(id)}
        failed={`The invitation to ${client} was not revoked.`}
      />
    </div>
  );
}
