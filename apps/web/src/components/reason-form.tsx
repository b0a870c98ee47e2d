import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/input';
import { m } from '@nafasi/shared/i18n';

/**
 * An admin says why before reading what is a person's (docs/PRIVACY.md "Who read it"): the reason
 * goes to the server with the reading, is written to the audit log and is shown to the person.
 */
export function ReasonForm({
  id,
  title,
  text,
  button,
  onReason,
  refused,
}: {
  id: string;
  title: string;
  text: string;
  button: string;
  onReason: (reason: string) => void;
  refused?: string;
}) {
  const [reason, setReason] = useState('');
  return (
    <form
      className="space-y-3 p-4"
      data-testid={id}
      onSubmit={(e) => {
        e.preventDefault();
        onReason(reason.trim());
      }}
    >
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="text-sm text-slate-600">{text}</p>
      <Label htmlFor={id}>{m.conv_read_reason_label()}</Label>
      <Textarea id={id} required minLength={3} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />
      {refused && (
        <p role="alert" className="text-sm text-red-700">
          {refused}
        </p>
      )}
      <Button type="submit">{button}</Button>
    </form>
  );
}
