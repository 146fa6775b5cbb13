import { Toaster } from "@/components/ui/sonner";

/** The dashboard's toasts ('Review status updated.' ...) mount here, so no public page loads sonner. */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Toaster position="bottom-right" />
    </>
  );
}
