import type * as React from 'react';

import {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '@/lib/contact/message';
import { cn } from '@/lib/utils';

export type ContactFieldsProps = {
  values: ContactValues;
  errors: ContactErrors;
  onChange: (field: ContactField, value: string) => void;
  /**
   * While a message is on its way: the fields keep what was sent and refuse new words, which a
   * successful send would otherwise clear with the form (the select refuses in onChange).
   */
  readOnly?: boolean;
};

const controlClass =
  'w-full rounded-md border-2 border-input bg-background px-3 text-base aria-invalid:border-destructive aria-readonly:bg-muted read-only:bg-muted';

/** The five labelled fields of the contact message, each with its error beside it. */
export function ContactFields({ values, errors, onChange, readOnly }: ContactFieldsProps) {
  const control = (field: ContactField, extraDescription?: string) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    maxLength: CONTACT_LIMITS[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby':
      [errors[field] ? `contact-${field}-error` : undefined, extraDescription]
        .filter(Boolean)
        .join(' ') || undefined,
    onChange: (
      event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
    ) => onChange(field, event.target.value),
  });
  // Text fields take readOnly (which says so to assistive technology); a select cannot.
  const text = (field: ContactField, extraDescription?: string) => ({
    ...control(field, extraDescription),
    readOnly,
  });

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FieldShell field="user_name" label="Full Name" required error={errors.user_name}>
        <input
          {...text('user_name')}
          type="text"
          autoComplete="name"
          required
          className={cn(controlClass, 'h-12')}
        />
      </FieldShell>
      <FieldShell field="user_email" label="Email Address" required error={errors.user_email}>
        <input
          {...text('user_email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          className={cn(controlClass, 'h-12')}
        />
      </FieldShell>
      <FieldShell field="user_phone" label="Phone" hint="(optional)" error={errors.user_phone}>
        <input
          {...text('user_phone')}
          type="tel"
          autoComplete="tel"
          className={cn(controlClass, 'h-12')}
        />
      </FieldShell>
      <FieldShell field="subject" label="Subject" required error={errors.subject}>
        <select
          {...control('subject')}
          aria-readonly={readOnly || undefined}
          required
          className={cn(controlClass, 'h-12')}
        >
          <option value="">Select a subject</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </select>
      </FieldShell>
      <FieldShell
        field="message"
        label="Message"
        required
        error={errors.message}
        className="sm:col-span-2"
      >
        <textarea
          {...text('message', 'contact-message-count')}
          rows={6}
          required
          className={cn(controlClass, 'min-h-40 py-2 leading-relaxed')}
        />
        <p id="contact-message-count" className="text-right text-sm text-muted-foreground">
          {values.message.length} / {CONTACT_LIMITS.message} characters
        </p>
      </FieldShell>
    </div>
  );
}

type FieldShellProps = {
  field: ContactField;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: React.ReactNode;
};

function FieldShell({ field, label, required, hint, error, className, children }: FieldShellProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={`contact-${field}`} className="font-semibold">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        ) : null}
        {hint ? <span className="font-normal text-muted-foreground"> {hint}</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`contact-${field}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
