import {
  useId,
  useState,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import './ui.css';

type Extra = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'placeholder'
> & { onKeyDown?: (e: KeyboardEvent<HTMLElement>) => void };

interface TextFieldProps extends Extra {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Why the value cannot be saved (the domain's check); shown once `shown` or left. */
  error?: string | null;
  /** The form was submitted: every field says what is wrong. */
  shown?: boolean;
  /** Said under the field while there is nothing wrong. */
  hint?: ReactNode;
  /** The most characters it takes: a count shows near it and past it, nothing is cut. */
  limit?: number;
  /** Lines of a text area (else a one-line input). */
  rows?: number;
  required?: boolean;
  /** The label is for screen readers only (the field explains itself, as the chat's does). */
  labelHidden?: boolean;
}

/** 'N characters left' near the limit, 'N characters too many' past it (null when far). */
export function countText(length: number, limit: number): string | null {
  const left = limit - length;
  if (left >= Math.max(10, limit / 10)) return null;
  const characters = (n: number) => `${n} ${n === 1 ? 'character' : 'characters'}`;
  return left < 0 ? `${characters(-left)} too many` : `${characters(left)} left`;
}

/**
 * A labelled text field that keeps what was typed, however long or odd, and says at the field
 * why it cannot be saved: after the person leaves the field or submits, never before. Long
 * text is counted, not cut.
 */
export function TextField(props: TextFieldProps) {
  const { label, value, onChange, error, shown, hint, limit, rows, required, labelHidden } = props;
  const { type, autoComplete, inputMode, placeholder, onKeyDown } = props;
  const id = useId();
  const [left, setLeft] = useState(false);
  const count = limit === undefined ? null : countText(value.length, limit);
  const over = limit !== undefined && value.length > limit;
  const problem = error && (shown || left || over) ? error : null;
  const describedBy = [problem || hint ? `${id}-m` : '', count ? `${id}-c` : ''].join(' ').trim();
  const field = {
    id,
    value,
    required,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    // Left for a button (Save, say): not yet. Its message appearing now would move the button
    // away under the pointer and lose the click; a submit shows every message anyway.
    onBlur: (e: FocusEvent) => setLeft(!(e.relatedTarget instanceof HTMLButtonElement)),
    placeholder,
    onKeyDown,
  };
  return (
    <div className="ui-field">
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : undefined}>
        {label}
      </label>
      {rows ? (
        <textarea {...field} rows={rows} />
      ) : (
        <input {...field} type={type} autoComplete={autoComplete} inputMode={inputMode} />
      )}
      {(problem || hint) && (
        <p id={`${id}-m`} className={problem ? 'ui-error' : 'ui-hint'}>
          {problem ?? hint}
        </p>
      )}
      {count && (
        <p id={`${id}-c`} className={over ? 'ui-error' : 'ui-hint'}>
          {count}
        </p>
      )}
    </div>
  );
}
