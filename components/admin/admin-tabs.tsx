"use client";

import { useEffect, useState } from "react";

import type { AdminTab } from "@/lib/admin/list-params";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

import { useAdminListIntent } from "./list-intent";

export function AdminTabs({
  active,
  labels,
  children,
}: {
  active: AdminTab;
  labels: Record<AdminTab, string>;
  children: React.ReactNode;
}) {
  const list = useAdminListIntent();
  const faded = useFadeWhenSlow(list.isPending);
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
        list.go({ tab, status: "all" }, { history: "push" });
      }}
    >
      <TabsList
        aria-label="Dashboard lists"
        className="max-w-full max-sm:grid max-sm:w-full max-sm:grid-cols-2 max-sm:rounded-2xl"
      >
        <TabsTrigger
          value="submissions"
          className="max-sm:h-auto max-sm:min-h-9 max-sm:rounded-xl max-sm:py-1.5 max-sm:whitespace-normal"
        >
          {labels.submissions}
        </TabsTrigger>
        <TabsTrigger
          value="reviews"
          className="max-sm:h-auto max-sm:min-h-9 max-sm:rounded-xl max-sm:py-1.5 max-sm:whitespace-normal"
        >
          {labels.reviews}
        </TabsTrigger>
      </TabsList>
      <TabsContent
        value={selected}
        aria-busy={list.isPending}
        className={faded ? "opacity-60 transition-opacity" : undefined}
      >
        {children}
      </TabsContent>
    </Tabs>
  );
}

// Only a list that keeps staff waiting fades: no flash for a quick one.
const FADE_AFTER_MS = 150;

function useFadeWhenSlow(isPending: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!isPending) return;
    const timer = setTimeout(() => setSlow(true), FADE_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [isPending]);
  return isPending && slow;
}
