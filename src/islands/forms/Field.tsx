import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { preparePhoneCheck } from '#shared/phone';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  onChange: (value: string) => void;
}

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function Field({ label, name, value, error, hint, onChange, ...input }: FieldProps) {
  const id = input.id ?? `field-${name}`;
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onFocus={input.type === 'tel' ? preparePhoneCheck : undefined}
        {...input}
      />
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** The multi-line sibling of Field, with the same label and error wiring. */
export function TextAreaField({ label, name, value, error, onChange, rows = 5, ...textarea }: TextAreaProps) {
  const id = textarea.id ?? `field-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The form's one problem (the server's refusal), announced once, just above its button. */
export function FormProblem({ message }: { message?: string | null | undefined }) {
  return message ? (
    <p className="field-error form-problem" role="alert">
      {message}
    </p>
  ) : null;
}
