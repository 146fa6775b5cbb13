import { memo, type ComponentProps, type ReactNode } from "react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

import { FieldError } from "./field-error";
import { fieldDescriptionId, fieldErrorId } from "./field-errors";

type Wired = "id" | "name" | "className" | "required" | `aria-${string}`;

type Control =
  | ({ multiline?: false } & Omit<ComponentProps<"input">, Wired>)
  | ({ multiline: true } & Omit<ComponentProps<"textarea">, Wired>);

type TextFieldProps = Control & {
  id: string;
  name: string;
  label: ReactNode;
  error?: string | undefined;
  description?: ReactNode;
  // true sets aria-required only: the public forms check with their own messages (noValidate).
  required?: boolean | "native";
  className?: string;
};

// Memoised: a form's busy state or another field's error re-renders the form, not every field.
export const TextField = memo(function TextField({
  id,
  name,
  label,
  error,
  description,
  required,
  className = "grid gap-2",
  ...control
}: TextFieldProps) {
  const descriptionId = description ? fieldDescriptionId(id) : undefined;
  const describedBy = [descriptionId, error ? fieldErrorId(id) : undefined].filter(Boolean);
  const wiring = {
    id,
    name,
    ...(required === true && { "aria-required": true }),
    ...(required === "native" && { required: true }),
    ...(error && { "aria-invalid": true }),
    ...(describedBy.length > 0 && { "aria-describedby": describedBy.join(" ") }),
  };
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {control.multiline ? (
        <Textarea {...withoutMultiline(control)} {...wiring} />
      ) : (
        <Input {...withoutMultiline(control)} {...wiring} />
      )}
      {description ? (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      <FieldError fieldId={id} message={error} />
    </div>
  );
});

function withoutMultiline<Props extends { multiline?: boolean }>({
  multiline: _multiline,
  ...props
}: Props) {
  return props;
}
