import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { AMENITIES, amenityLabel, categoryLabel, OWNER_CATEGORIES, type SpaceCategory } from '@nafasi/shared/categories';
import { getErrorMessage } from '@nafasi/shared/errors';
import { Controller } from 'react-hook-form';
import { ListingFormSchema, SpaceInputSchema } from '@nafasi/shared/listings';
import { DEFAULT_SCHEDULE } from '@nafasi/shared/schedule';
import type { Space } from '@nafasi/shared/spaces';
import { PhotoPicker, photoItemsOf, UploadProgress, type PhotoItem } from '@/components/photo-picker';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { firstErrorUnder, maxLengthOf, showServerError, useSchemaForm } from '@/lib/form';
import { newIdempotencyKey } from '@/lib/api-files';
import { toast } from '@/lib/toast';
import { useSaveSpace } from '../api/save-space';
import { ScheduleFields } from './schedule-fields';
import { m } from '@nafasi/shared/i18n';

/** The form shows what the owner last proposed: changes waiting for review win over the approved version. */
const valuesOf = (space?: Space) => ({
  title: space?.pendingChanges?.title ?? space?.title ?? '',
  description: space?.pendingChanges?.description ?? space?.description ?? '',
  category: (space?.pendingChanges?.category ?? space?.category ?? '') as SpaceCategory,
  capacity: space ? String(space.capacity) : '',
  hourlyRate: space ? String(space.pendingChanges?.hourlyRate ?? space.hourlyRate) : '',
  location: space?.pendingChanges?.location ?? space?.location ?? '',
  latitude: space?.latitude?.toString() ?? '',
  longitude: space?.longitude?.toString() ?? '',
  houseRules: space?.houseRules ?? '',
  titleSw: space?.pendingChanges?.titleSw ?? space?.titleSw ?? '',
  descriptionSw: space?.pendingChanges?.descriptionSw ?? space?.descriptionSw ?? '',
  houseRulesSw: space?.houseRulesSw ?? '',
  schedule: space?.schedule ?? DEFAULT_SCHEDULE,
});

/** §5 owner listing form: the space's facts, amenities and photos. Creates a listing, or edits one. */
export function ListingForm({ space, onSaved }: { space?: Space; onSaved: (space: Space, created: boolean) => void }) {
  const form = useSchemaForm(ListingFormSchema, valuesOf(space));
  const errors = form.formState.errors;
  const [amenities, setAmenities] = useState<string[]>(space?.amenities ?? []);
  const [photos, setPhotos] = useState<PhotoItem[]>(() => photoItemsOf([...(space?.images ?? []), ...(space?.pendingChanges?.newPhotos ?? [])]));
  // After a first save, saving again edits that space instead of listing a second one.
  const [saved, setSaved] = useState<Space | undefined>(space);
  const [creationKey] = useState(newIdempotencyKey);
  const save = useSaveSpace();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  // A space listed before the owners' categories were narrowed keeps its own.
  const categories: string[] = [...OWNER_CATEGORIES];
  if (space && !categories.includes(space.category)) categories.push(space.category);

  const submit = form.handleSubmit((values) => {
    setError('');
    save.mutate(
      { existing: saved, input: { ...values, amenities }, photos, creationKey, onProgress: setProgress },
      {
        onSuccess: (result) => {
          // After a first save, saving again edits that space instead of listing a second one.
          setSaved(result);
          onSaved(result, !space);
        },
        onError: (err) => {
          const message = showServerError(form, err) ?? getErrorMessage(err);
          setError(message);
          toast.error(message);
        },
        onSettled: () => setProgress(null),
      },
    );
  });

  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      {error && (
        <div role="alert" className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden /> {error}
        </div>
      )}
      <Card className="space-y-4 p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{m.form_about()}</h2>
        <Field label={m.form_title()} error={errors.title?.message}>
          <Input id="listing-title" required placeholder={m.form_title_placeholder()} {...form.register('title')} />
        </Field>
        <Field label={m.invoice_description()} error={errors.description?.message}>
          <Textarea id="listing-description" required rows={5} placeholder={m.form_description_placeholder()} {...form.register('description')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={m.filter_category()} error={errors.category?.message}>
            <NativeSelect id="listing-category" required {...form.register('category')}>
              <option value="">{m.form_select_category()}</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {categoryLabel(c)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={m.form_capacity_people()} error={errors.capacity?.message}>
            <Input id="listing-capacity" type="number" inputMode="numeric" required min={1} step={1} placeholder="10" {...form.register('capacity')} />
          </Field>
          <Field label={m.form_hourly_rate()} error={errors.hourlyRate?.message}>
            <Input id="listing-rate" type="number" inputMode="decimal" required min={0} step={0.01} placeholder="2500" {...form.register('hourlyRate')} />
          </Field>
        </div>
      </Card>

      <Card className="space-y-4 p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{m.space_where()}</h2>
        <Field label={m.form_address()} error={errors.location?.message} hint={m.form_address_hint()}>
          <Input id="listing-address" required placeholder={m.form_address_placeholder()} {...form.register('location')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={m.form_latitude()} error={errors.latitude?.message}>
            <Input id="listing-latitude" type="number" inputMode="decimal" step="any" min={-90} max={90} placeholder="-1.2921" {...form.register('latitude')} />
          </Field>
          <Field label={m.form_longitude()} error={errors.longitude?.message}>
            <Input
              id="listing-longitude"
              type="number"
              inputMode="decimal"
              step="any"
              min={-180}
              max={180}
              placeholder="36.8219"
              {...form.register('longitude')}
            />
          </Field>
        </div>
      </Card>

      <Card className="space-y-4 p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{m.form_open_title()}</h2>
        <p className="text-sm text-slate-600">{m.form_open_text()}</p>
        <Controller
          control={form.control}
          name="schedule"
          render={({ field }) => (
            <ScheduleFields
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                // Judged as it changes once the owner has tried to save, like every other field.
                if (form.formState.isSubmitted) void form.trigger('schedule');
              }}
              errorAt={(path) => firstErrorUnder(errors, `schedule.${path}`)}
            />
          )}
        />
        <Field label={m.form_house_rules()} error={errors.houseRules?.message} hint={m.form_house_rules_hint()}>
          <Textarea id="listing-house-rules" rows={3} maxLength={maxLengthOf(SpaceInputSchema.shape.houseRules)} {...form.register('houseRules')} />
        </Field>
      </Card>

      <Card className="space-y-4 p-5 sm:p-6">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{m.form_in_kiswahili()}</h2>
          <p className="mt-1 text-sm text-slate-600">{m.form_in_kiswahili_hint()}</p>
        </div>
        <Field label={m.form_title_sw()} error={errors.titleSw?.message}>
          <Input id="listing-title-sw" lang="sw" maxLength={maxLengthOf(SpaceInputSchema.shape.titleSw)} {...form.register('titleSw')} />
        </Field>
        <Field label={m.form_description_sw()} error={errors.descriptionSw?.message}>
          <Textarea
            id="listing-description-sw"
            lang="sw"
            rows={5}
            maxLength={maxLengthOf(SpaceInputSchema.shape.descriptionSw)}
            {...form.register('descriptionSw')}
          />
        </Field>
        <Field label={m.form_house_rules_sw()} error={errors.houseRulesSw?.message}>
          <Textarea
            id="listing-house-rules-sw"
            lang="sw"
            rows={3}
            maxLength={maxLengthOf(SpaceInputSchema.shape.houseRulesSw)}
            {...form.register('houseRulesSw')}
          />
        </Field>
      </Card>

      <Card className="space-y-4 p-5 sm:p-6">
        <fieldset>
          <legend className="text-lg font-semibold text-slate-900">{m.filter_amenities()}</legend>
          <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {AMENITIES.map((a) => (
              <label
                key={a}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={amenities.includes(a)}
                  onChange={(e) => setAmenities((list) => (e.target.checked ? [...list, a] : list.filter((x) => x !== a)))}
                />
                {amenityLabel(a)}
              </label>
            ))}
          </div>
        </fieldset>
      </Card>

      <Card className="space-y-4 p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{m.form_photos()}</h2>
        <PhotoPicker id="listing-photos" items={photos} onChange={setPhotos} />
        {progress !== null && <UploadProgress value={progress} />}
      </Card>

      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? (progress !== null ? m.photos_uploading() : m.auth_saving()) : space ? m.account_save() : m.form_list_space()}
        </Button>
      </div>
    </form>
  );
}
