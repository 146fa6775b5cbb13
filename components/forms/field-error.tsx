import { fieldErrorId } from "./field-errors";

/** The message under a field; its id (fieldErrorId) is in the field's aria-describedby. */
export function FieldError({ fieldId, message }: { fieldId: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={fieldErrorId(fieldId)} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
