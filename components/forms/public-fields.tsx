import { TextField } from "./text-field";

type Wiring = {
  id: string;
  name: string;
  error: string | undefined;
  defaultValue: string | undefined;
  autoFocus?: boolean;
  className?: string;
};

export function NameField(wiring: Wiring & { readOnly?: boolean; description?: React.ReactNode }) {
  return (
    <TextField
      {...wiring}
      label="Name"
      required
      type="text"
      autoComplete="name"
      placeholder="Your Name"
    />
  );
}

export function FreeTextField(
  props: Wiring & { label: string; rows: number; placeholder: string },
) {
  return <TextField {...props} required multiline />;
}
