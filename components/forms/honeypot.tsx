import { memo } from "react";

import { HONEYPOT_FIELD } from "@/lib/schemas/form-fields";

/** Off-screen and out of the tab order and the accessibility tree: only bots fill it in. */
export const Honeypot = memo(function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute top-0 -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
});
