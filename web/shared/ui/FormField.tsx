import { useId, type ChangeEventHandler, type ReactNode } from "react";
import { CircleAlert } from "lucide-react";

export type ControlProps = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FormFieldProps = {
  label: ReactNode;
  name: string;
  error?: string;
  /** A line under the label that says what to write, read out with the control. */
  help?: string | null;
  children: (control: ControlProps) => ReactNode;
};

/** `children` renders the control. */
export function FormField({ label, name, error, help, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [help ? helpId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {help ? (
        <span className="field-help" id={helpId}>
          {help}
        </span>
      ) : null}
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** A field's error: icon and text, never colour alone. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <span className="field-error" id={id}>
      <CircleAlert size={16} aria-hidden="true" focusable="false" />
      {children}
    </span>
  );
}

type TextFieldProps = {
  label: ReactNode;
  name: string;
  error?: string;
  type: string;
  autoComplete: string;
  required?: boolean;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
};

export function TextField({
  label,
  name,
  error,
  type,
  autoComplete,
  required,
  value,
  onChange,
}: TextFieldProps) {
  return (
    <FormField label={label} name={name} error={error}>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          required={required}
          value={value}
          onChange={onChange}
        />
      )}
    </FormField>
  );
}
