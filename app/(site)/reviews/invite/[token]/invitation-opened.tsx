"use client";

import { useEffect } from "react";

import { markInvitationOpenedAction } from "../../actions";

// Asked once the page has run in a browser: a mail system's link scanner only fetches it.
export function InvitationOpened({ token }: { token: string }) {
  useEffect(() => {
    markInvitationOpenedAction(token).catch(() => {});
  }, [token]);
  return null;
}
