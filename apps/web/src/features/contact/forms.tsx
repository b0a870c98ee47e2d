import { CheckCircle2, Send } from 'lucide-react';
import { useState, type BaseSyntheticEvent } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { CONTACT_SUBJECTS, ContactSchema, NewsletterSchema, PARTNERSHIP_TYPES, PartnerInquirySchema } from '@nafasi/shared/contact';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { showServerError, useSchemaForm } from '@/lib/form';
import { useWrite } from '@/lib/use-write';
import { sendContact } from './api/send-contact';
import { sendPartnerInquiry } from './api/send-partner-inquiry';
import { subscribe } from './api/subscribe';
import { m } from '@nafasi/shared/i18n';

/**
 * A form that is sent to the server, checked by the schema the server uses: 'Sending...' while it
 * goes, then the server's thank-you and the fields cleared; a refusal lands on its field.
 */
interface Bound {
  error: string | undefined;
  control: { id: string } & UseFormRegisterReturn;
}
/** A sent form as its parts see it: `field` for the names a part uses (a method, so a form with more fields fits). */
interface SentForm<Name extends string = string> {
  field(name: Name): Bound;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  sending: boolean;
  sent: string;
}

function useSentForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  empty: DefaultValues<z.input<Schema>>,
  send: (values: z.output<Schema>) => Promise<{ message: string }>,
): SentForm<Path<z.input<Schema>>> {
  const form = useSchemaForm(schema, empty);
  const [sent, setSent] = useState('');
  // A refusal about one field shows under that field; anything else is said aloud.
  const mutation = useWrite(send, { refresh: [], done: (r) => r.message, failed: (error) => showServerError(form, error) });
  const submit = form.handleSubmit((values) => {
    setSent('');
    mutation.mutate(values, {
      onSuccess: (result) => {
        setSent(result.message);
        form.reset(empty);
      },
    });
  });
  /** A field's registration and its error, for <Field> and its control. */
  const field = (name: Path<z.input<Schema>>): Bound => ({
    error: form.formState.errors[name]?.message as string | undefined,
    control: { id: `f-${name}`, ...form.register(name) },
  });
  return { field, submit, sending: mutation.isPending, sent };
}

function SentNotice({ text }: { text: string }) {
  return text ? (
    <p role="status" className="flex items-start gap-2 rounded-xl bg-emerald-50 p-4 text-sm font-medium text-emerald-900">
      <CheckCircle2 className="size-5 shrink-0" aria-hidden /> {text}
    </p>
  ) : null;
}

/** A required choice with a disabled placeholder first (§5: 'Select a subject'). */
function ChoiceField({
  label,
  placeholder,
  options,
  bound,
}: {
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  bound: Bound;
}) {
  return (
    <Field label={label} error={bound.error}>
      <NativeSelect required {...bound.control}>
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
function SenderFields({ form, nameLabel }: { form: SentForm<'name' | 'email'>; nameLabel: string }) {
  const name = form.field('name');
  const email = form.field('email');
  return (
    <>
      <Field label={nameLabel} error={name.error}>
        <Input required autoComplete="name" {...name.control} />
      </Field>
      <Field label={m.auth_email()} error={email.error}>
        <Input required type="email" autoComplete="email" {...email.control} />
      </Field>
    </>
  );
}

/** The message box, the thank-you once sent, and the send button ('Sending...' while it goes). */
function MessageAndSend({ form, rows, label }: { form: SentForm<'message'>; rows: number; label: string }) {
  const message = form.field('message');
  return (
    <>
      <Field label={m.chat_message()} error={message.error}>
        <Textarea required rows={rows} {...message.control} />
      </Field>
      <SentNotice text={form.sent} />
      <Button type="submit" disabled={form.sending}>
        <Send aria-hidden /> {form.sending ? m.card_sending() : label}
      </Button>
    </>
  );
}

/** §2 contact form: name, e-mail, subject ('Select a subject'), message; all required. */
export function ContactForm() {
  const form = useSentForm(ContactSchema, { name: '', email: '', subject: '' as never, message: '' }, sendContact);
  return (
    <form onSubmit={form.submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SenderFields form={form} nameLabel={m.contact_name()} />
      </div>
      <ChoiceField label={m.contact_subject()} placeholder={m.contact_select_subject()} options={CONTACT_SUBJECTS} bound={form.field('subject')} />
      <MessageAndSend form={form} rows={5} label={m.contact_send()} />
    </form>
  );
}

/** Partners: company name, industry, your name, e-mail, partnership type, message. */
export function PartnerInquiryForm() {
  const form = useSentForm(
    PartnerInquirySchema,
    { companyName: '', industry: '', name: '', email: '', partnershipType: '' as never, message: '' },
    sendPartnerInquiry,
  );
  const company = form.field('companyName');
  const industry = form.field('industry');
  return (
    <form onSubmit={form.submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.contact_company()} error={company.error}>
          <Input required autoComplete="organization" {...company.control} />
        </Field>
        <Field label={m.contact_industry()} error={industry.error}>
          <Input required {...industry.control} />
        </Field>
        <SenderFields form={form} nameLabel={m.contact_your_name()} />
      </div>
      <ChoiceField
        label={m.contact_partnership_type()}
        placeholder={m.contact_select_partnership()}
        options={PARTNERSHIP_TYPES}
        bound={form.field('partnershipType')}
      />
      <MessageAndSend form={form} rows={4} label={m.contact_send_inquiry()} />
    </form>
  );
}

/** The blog's newsletter box: the address is recorded once. */
export function NewsletterForm() {
  const form = useSentForm(NewsletterSchema, { email: '' }, (v) => subscribe(v.email));
  const email = form.field('email');
  return (
    <form onSubmit={form.submit} className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Field label={m.contact_email_address()} hideLabel error={email.error} className="sm:max-w-xs sm:flex-1">
          <Input required type="email" placeholder={m.contact_email_placeholder()} autoComplete="email" {...email.control} />
        </Field>
        <Button type="submit" variant="accent" disabled={form.sending}>
          {form.sending ? m.contact_subscribing() : m.contact_subscribe()}
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
