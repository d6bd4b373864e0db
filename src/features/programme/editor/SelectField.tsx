import { useId, useState, type FocusEvent, type ReactNode } from 'react';

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** Why the choice cannot be saved; shown once `shown` or left, as TextField's. */
  error?: string | null;
  shown?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
}

/** A labelled select that says at the field what is wrong with the choice (as TextField). */
export function SelectField(props: SelectFieldProps) {
  const { label, value, onChange, options, error, shown, hint, disabled } = props;
  const id = useId();
  const [left, setLeft] = useState(false);
  const problem = error && (shown || left) ? error : null;
  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem || hint ? `${id}-m` : undefined}
        onChange={(e) => onChange(e.target.value)}
        // As TextField: leaving for a button shows nothing yet (the click must land).
        onBlur={(e: FocusEvent) => setLeft(!(e.relatedTarget instanceof HTMLButtonElement))}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {(problem || hint) && (
        <p id={`${id}-m`} className={problem ? 'ui-error' : 'ui-hint'}>
          {problem ?? hint}
        </p>
      )}
    </div>
  );
}
