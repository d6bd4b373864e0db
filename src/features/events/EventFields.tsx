import type { InputHTMLAttributes } from 'react';
import { LIMITS } from '../../domain/constants';

interface TextFieldProps {
  value: string;
  onChange: (value: string) => void;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/** 'Event name' (at most 48 characters), shared by the create page and the settings modal. */
export function EventNameField({ value, onChange }: TextFieldProps) {
  return (
    <label className="ui-field">
      Event name
      <input
        value={value}
        maxLength={LIMITS.eventNameMax}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/** 'Event URL' (the slug, at most 48 characters). */
export function EventUrlField({ value, onChange, inputProps }: TextFieldProps) {
  return (
    <label className="ui-field">
      Event URL
      <input
        {...inputProps}
        value={value}
        maxLength={LIMITS.slugMax}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
