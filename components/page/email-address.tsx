import { Fragment } from "react";

/**
 * An e-mail address that may wrap after its @ and before a dot, never inside a word
 * ("...@example.c / om"): keep-all holds the words together and <wbr> marks the places to wrap.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return (
    <span className="break-words [word-break:keep-all]">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
