import { useState } from 'react';
import { BROWSE_CATEGORIES, BROWSE_CATEGORY_LABELS, categoryLabel, type SpaceCategory } from '@nafasi/shared/categories';
import { getErrorMessage } from '@nafasi/shared/errors';
import { AdminSpaceFormSchema, LISTING_MESSAGES } from '@nafasi/shared/listings';
import type { Space } from '@nafasi/shared/spaces';
import { PhotoPicker, photoItemsOf, UploadProgress, type PhotoItem } from '@/components/photo-picker';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/api-files';
import { showServerError, useSchemaForm } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useSaveSpace } from '../api/save-space';
import { m } from '@nafasi/shared/i18n';

/**
 * §5 Admin Add Space (and its Edit): title, description and location required; rate 0 and capacity 1
 * by default; the five browse categories (an owner's own category is kept when editing).
 */
export function SpaceDialog({ space, open, onOpenChange }: { space?: Space; open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useSchemaForm(AdminSpaceFormSchema, {
    title: space?.title ?? '',
    description: space?.description ?? '',
    location: space?.location ?? '',
    hourlyRate: space ? String(space.hourlyRate) : '',
    capacity: space ? String(space.capacity) : '',
    category: (space?.category ?? 'meeting-room') as SpaceCategory,
    amenities: space?.amenities.join(', ') ?? '',
  });
  const errors = form.formState.errors;
  const [photos, setPhotos] = useState<PhotoItem[]>(() => photoItemsOf(space?.images ?? []));
  const save = useSaveSpace();
  const [progress, setProgress] = useState<number | null>(null);
  // One key per space being added: a retry after a lost answer does not add it twice.
  const [creationKey, setCreationKey] = useState(newIdempotencyKey);
  const categories: string[] = [...BROWSE_CATEGORIES];
  if (space && !categories.includes(space.category)) categories.push(space.category);

  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { existing: space, input, photos, creationKey, onProgress: setProgress },
        {
          onSuccess: () => {
            if (!space) setCreationKey(newIdempotencyKey());
            toast.success(space ? m.listing_space_updated() : LISTING_MESSAGES.added);
            onOpenChange(false);
          },
          onError: (err) => {
            const message = showServerError(form, err);
            toast.error(
              space
                ? (message ?? getErrorMessage(err))
                : err instanceof ApiError
                  ? LISTING_MESSAGES.addFailedBecause(getErrorMessage(err))
                  : LISTING_MESSAGES.addFailed,
            );
          },
          onSettled: () => setProgress(null),
        },
      ),
    // §8: a missing required field is also said in a toast.
    (invalid) => {
      if (invalid.title || invalid.description || invalid.location) toast.error(LISTING_MESSAGES.requiredFields);
    },
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={space ? m.admin_space_edit() : m.admin_space_add()}
      description={space ? m.admin_space_editing({ space: space.title }) : m.admin_space_add_text()}
      wide
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field label={`${m.form_title()} *`} error={errors.title?.message}>
          <Input id="space-title" placeholder={m.admin_space_title_placeholder()} {...form.register('title')} />
        </Field>
        <Field label={`${m.invoice_description()} *`} error={errors.description?.message}>
          <Textarea id="space-description" rows={3} {...form.register('description')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={`${m.filter_location()} *`} error={errors.location?.message}>
            <Input id="space-location" placeholder={m.admin_space_location_placeholder()} {...form.register('location')} />
          </Field>
          <Field label={m.filter_category()} error={errors.category?.message}>
            <NativeSelect id="space-category" {...form.register('category')}>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {BROWSE_CATEGORY_LABELS[c as keyof typeof BROWSE_CATEGORY_LABELS] ?? categoryLabel(c)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={m.form_hourly_rate()} error={errors.hourlyRate?.message}>
            <Input id="space-rate" type="number" inputMode="decimal" min={0} step={0.01} placeholder="5000" {...form.register('hourlyRate')} />
          </Field>
          <Field label={m.space_capacity()} error={errors.capacity?.message}>
            <Input id="space-capacity" type="number" inputMode="numeric" min={1} step={1} placeholder="10" {...form.register('capacity')} />
          </Field>
        </div>
        <Field label={m.admin_space_amenities()} error={errors.amenities?.message}>
          <Input id="space-amenities" placeholder={m.admin_space_amenities_placeholder()} {...form.register('amenities')} />
        </Field>
        <div className="space-y-1">
          <span className="text-sm font-medium text-slate-700">{m.form_photos()}</span>
          <PhotoPicker id="space-photos" items={photos} onChange={setPhotos} />
          {photos.length === 0 && <p className="text-xs text-slate-500">{m.admin_space_no_photo()}</p>}
          {progress !== null && <UploadProgress value={progress} />}
        </div>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {m.common_cancel()}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? m.auth_saving() : space ? m.account_save() : m.admin_space_add_button()}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
