import { useNavigate } from '@/lib/router';
import { FORUM_CATEGORIES, FORUM_MESSAGES, FORUM_TITLE_MAX, NewTopicSchema } from '@nafasi/shared/forum';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { showServerError, useSchemaForm } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useCreateTopic } from '../api/write-forum';
import { m } from '@nafasi/shared/i18n';

/** Start New Topic: a category, a title and the opening post; posted, the topic's page opens. */
export function NewTopicDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const create = useCreateTopic();
  const form = useSchemaForm(NewTopicSchema, { category: 'general', title: '', body: '' });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (input) => {
    try {
      const topic = await create.mutateAsync(input);
      toast.success(FORUM_MESSAGES.posted);
      form.reset();
      onOpenChange(false);
      void navigate(paths.forumTopic.getHref(topic.id));
    } catch (err) {
      const message = showServerError(form, err);
      if (message) toast.error(message);
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={m.forum_new_title()} description={m.forum_new_text()}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field label={m.filter_category()} error={errors.category?.message}>
          <NativeSelect id="topic-category" {...form.register('category')}>
            {FORUM_CATEGORIES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={m.form_title()} error={errors.title?.message}>
          <Input id="topic-title" maxLength={FORUM_TITLE_MAX} {...form.register('title')} />
        </Field>
        <Field label={m.forum_your_post()} error={errors.body?.message}>
          <Textarea id="topic-body" rows={6} {...form.register('body')} />
        </Field>
        <p className="text-xs text-slate-600">{m.forum_hidden_contacts()}</p>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {m.common_cancel()}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? m.forum_posting() : m.forum_post()}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
