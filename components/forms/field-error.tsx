import { fieldErrorId } from "./field-errors";

export function FieldError({ fieldId, message }: { fieldId: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={fieldErrorId(fieldId)} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
