"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { AdminTab } from "@/lib/admin/list-params";

/**
 * The two tabs. The active one is in the URL (shareable, and the server renders only its list);
 * switching keeps the search term and starts at page 1 with every status.
 */
export function AdminTabs({
  active,
  hrefs,
  labels,
  children,
}: {
  active: AdminTab;
  hrefs: Record<AdminTab, string>;
  /** With what waits for staff, e.g. "Reviews (3 pending)". */
  labels: Record<AdminTab, string>;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [selected, setSelected] = useState<AdminTab>(active);
  const [seenActive, setSeenActive] = useState(active);
  if (active !== seenActive) {
    setSeenActive(active);
    setSelected(active);
  }

  return (
    <Tabs
      value={selected}
      onValueChange={(value) => {
        const tab = value as AdminTab;
        setSelected(tab);
        startTransition(() => router.push(hrefs[tab]));
      }}
    >
      <TabsList aria-label="Dashboard lists">
        <TabsTrigger value="submissions">{labels.submissions}</TabsTrigger>
        <TabsTrigger value="reviews">{labels.reviews}</TabsTrigger>
      </TabsList>
      <TabsContent value={selected} aria-busy={isPending} className={isPending ? "opacity-60 transition-opacity" : undefined}>
        {children}
      </TabsContent>
    </Tabs>
  );
}
