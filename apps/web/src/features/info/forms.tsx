import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, Send } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { getErrorMessage } from '@nafasi/shared/errors';
import { CONTACT_SUBJECTS, PARTNERSHIP_TYPES, type ContactInput, type PartnerInquiryInput } from '@nafasi/shared/contact';
import { Button } from '@/components/ui/button';
import { Input, Label, NativeSelect, Textarea } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { sendContact, sendPartnerInquiry, subscribe } from './info-calls';

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** A form that is sent to the server: 'Sending...' while it goes, then the server's thank-you, and the fields cleared. */
function useSentForm<T extends Record<string, string>>(empty: T, send: (values: T) => Promise<{ message: string }>) {
  const [values, setValues] = useState(empty);
  const [sent, setSent] = useState('');
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      setSent(result.message);
      setValues(empty);
      toast.success(result.message);
    },
    onError: (error) => toast.error(getErrorMessage(error)),
  });
  const bind = (name: keyof T & string) => ({
    id: `f-${name}`,
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      setSent('');
      setValues((v) => ({ ...v, [name]: e.target.value }));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    mutation.mutate(values);
  };
  return { bind, submit, sending: mutation.isPending, sent };
}

function SentNotice({ text }: { text: string }) {
  return text ? (
    <p role="status" className="flex items-start gap-2 rounded-xl bg-emerald-50 p-4 text-sm font-medium text-emerald-900">
      <CheckCircle2 className="size-5 shrink-0" aria-hidden /> {text}
    </p>
  ) : null;
}

/** What `bind` gives a field: its id, name, value and change handler. */
type Bound = { id: string; name: string; value: string; onChange: (e: { target: { value: string } }) => void };

/** A required choice with a disabled placeholder first (§5: 'Select a subject'). */
function ChoiceField({ label, placeholder, options, ...bound }: { label: string; placeholder: string; options: readonly { value: string; label: string }[] } & Bound) {
  return (
    <Field id={bound.id} label={label}>
      <NativeSelect required {...bound}>
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

/** Who is writing: their name and e-mail address. */
function SenderFields({ form, nameLabel }: { form: { bind: (name: 'name' | 'email') => Bound }; nameLabel: string }) {
  return (
    <>
      <Field id="f-name" label={nameLabel}>
        <Input required maxLength={120} autoComplete="name" {...form.bind('name')} />
      </Field>
      <Field id="f-email" label="E-mail">
        <Input required type="email" maxLength={254} autoComplete="email" {...form.bind('email')} />
      </Field>
    </>
  );
}

/** The message box, the thank-you once sent, and the send button ('Sending...' while it goes). */
function MessageAndSend({ form, rows, label }: { form: { bind: (name: 'message') => Bound; sent: string; sending: boolean }; rows: number; label: string }) {
  return (
    <>
      <Field id="f-message" label="Message">
        <Textarea required rows={rows} maxLength={5000} {...form.bind('message')} />
      </Field>
      <SentNotice text={form.sent} />
      <Button type="submit" disabled={form.sending}>
        <Send aria-hidden /> {form.sending ? 'Sending...' : label}
      </Button>
    </>
  );
}

/** §2 contact form: name, e-mail, subject ('Select a subject'), message; all required. */
export function ContactForm() {
  const form = useSentForm<Record<keyof ContactInput, string>>({ name: '', email: '', subject: '', message: '' }, (v) => sendContact(v as ContactInput));
  return (
    <form onSubmit={form.submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SenderFields form={form} nameLabel="Name" />
      </div>
      <ChoiceField label="Subject" placeholder="Select a subject" options={CONTACT_SUBJECTS} {...form.bind('subject')} />
      <MessageAndSend form={form} rows={5} label="Send Message" />
    </form>
  );
}

/** Partners: company name, industry, your name, e-mail, partnership type, message. */
export function PartnerInquiryForm() {
  const form = useSentForm<Record<keyof PartnerInquiryInput, string>>(
    { companyName: '', industry: '', name: '', email: '', partnershipType: '', message: '' },
    (v) => sendPartnerInquiry(v as PartnerInquiryInput),
  );
  return (
    <form onSubmit={form.submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="f-companyName" label="Company name">
          <Input required maxLength={160} autoComplete="organization" {...form.bind('companyName')} />
        </Field>
        <Field id="f-industry" label="Industry">
          <Input required maxLength={120} {...form.bind('industry')} />
        </Field>
        <SenderFields form={form} nameLabel="Your name" />
      </div>
      <ChoiceField label="Partnership type" placeholder="Select a partnership type" options={PARTNERSHIP_TYPES} {...form.bind('partnershipType')} />
      <MessageAndSend form={form} rows={4} label="Send Inquiry" />
    </form>
  );
}

/** The blog's newsletter box: the address is recorded once. */
export function NewsletterForm() {
  const form = useSentForm({ email: '' }, (v) => subscribe(v.email));
  return (
    <form onSubmit={form.submit} className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="f-email" className="sr-only">
          E-mail address
        </label>
        <Input required type="email" placeholder="you@example.co.ke" autoComplete="email" className="sm:max-w-xs" {...form.bind('email')} />
        <Button type="submit" variant="accent" disabled={form.sending}>
          {form.sending ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </div>
      {form.sent && (
        <p role="status" className="text-sm font-medium text-white">
          {form.sent}
        </p>
      )}
    </form>
  );
}
