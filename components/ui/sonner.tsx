"use client";

import { Toaster as Sonner, toast, type ToasterProps } from "sonner";

function Toaster(props: ToasterProps) {
  return (
    <Sonner
      theme="dark"
      className="toaster group"
      richColors
      closeButton
      // The 20 px cross keeps its look; an invisible ring makes it a 44 px target for a thumb.
      toastOptions={{
        classNames: { closeButton: "after:absolute after:-inset-3 after:content-['']" },
      }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          // The cross on the top right, where people look for a close button, not sonner's top left.
          "--toast-close-button-start": "unset",
          "--toast-close-button-end": "0",
          "--toast-close-button-transform": "translate(35%, -35%)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

// Re-exported so the public forms fetch the Toaster and `toast` as one chunk (components/forms/toasts.tsx).
export { toast, Toaster };
