"use client";

import { createContext, use, useId, type ComponentProps, type KeyboardEvent } from "react";

import { cn } from "@/lib/utils";

type TabsState = { value: string; onValueChange: (value: string) => void; baseId: string };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error("A tab or tab panel is used outside <Tabs>.");
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

function Tabs({
  value,
  onValueChange,
  className,
  ...props
}: Omit<ComponentProps<"div">, "onChange"> & {
  value: string;
  onValueChange: (value: string) => void;
}) {
  const baseId = useId();
  return (
    <TabsContext value={{ value, onValueChange, baseId }}>
      <div data-slot="tabs" className={cn("flex flex-col gap-4", className)} {...props} />
    </TabsContext>
  );
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function TabsList({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(
        "inline-flex w-fit items-center gap-1 rounded-full border border-border bg-card p-1",
        className,
      )}
      {...props}
    />
  );
}

function tabReachedBy(event: KeyboardEvent<HTMLButtonElement>): HTMLElement | undefined {
  const step = KEY_STEPS[event.key];
  if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return undefined;
  const list = event.currentTarget.closest('[role="tablist"]');
  const tabs = list ? [...list.querySelectorAll<HTMLElement>('[role="tab"]')] : [];
  const index = tabs.indexOf(event.currentTarget);
  return index === -1 ? undefined : tabs[step(index, tabs.length)];
}

function TabsTrigger({
  value,
  className,
  onClick,
  onKeyDown,
  ...props
}: Omit<ComponentProps<"button">, "value"> & { value: string }) {
  const state = useTabs();
  const selected = state.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(state.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(state.baseId, value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      data-value={value}
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex h-9 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 data-[state=active]:bg-brand-strong data-[state=active]:text-white",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!selected && !event.defaultPrevented) state.onValueChange(value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const next = event.defaultPrevented ? undefined : tabReachedBy(event);
        const nextValue = next?.dataset["value"];
        if (!next || !nextValue) return;
        event.preventDefault();
        next.focus();
        if (nextValue !== state.value) state.onValueChange(nextValue);
      }}
      {...props}
    />
  );
}

function TabsContent({ value, className, ...props }: ComponentProps<"div"> & { value: string }) {
  const { baseId } = useTabs();
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      tabIndex={0}
      data-slot="tabs-content"
      className={cn("outline-none", className)}
      {...props}
    />
  );
}

export { Tabs, TabsContent, TabsList, TabsTrigger };
