// A desk form's input inside its label (the filters, the data-request forms): the label's text
// above the field, as .fieldset lays them out, and the typed value handed back as a string.
import { useId, type InputHTMLAttributes } from "react";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onChange">;

/** An input labelled `label`; `onValue` gets its value on every change. */
export function LabelledInput({
  label,
  onValue,
  ...input
}: InputProps & { label: string; onValue: (value: string) => void }) {
  const id = useId();
  return (
    <label htmlFor={id}>
      {label}
      <input id={id} {...input} onChange={(event) => onValue(event.target.value)} />
    </label>
  );
}
