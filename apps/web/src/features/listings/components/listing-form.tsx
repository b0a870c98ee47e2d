import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { AMENITIES, amenityLabel, categoryLabel, OWNER_CATEGORIES } from '@nafasi/shared/categories';
import { getErrorMessage } from '@nafasi/shared/errors';
import type { SpaceInput } from '@nafasi/shared/listings';
import type { Space } from '@nafasi/shared/spaces';
import { PhotoPicker, photoItemsOf, UploadProgress } from '@/components/photo-picker';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, Label, NativeSelect, Textarea } from '@/components/ui/input';
import { createSpace, syncPhotos, updateSpace, type PhotoItem } from '@/lib/space-management';
import { toast } from '@/lib/toast';
import { getOwnSpace, listingKeys } from '../api/listing-calls';

type Fields = { title: string; description: string; category: string; capacity: string; hourlyRate: string; location: string; latitude: string; longitude: string };

/** The form shows what the owner last proposed: changes waiting for review win over the approved version. */
const fieldsOf = (space?: Space): Fields => ({
  title: space?.pendingChanges?.title ?? space?.title ?? '',
  description: space?.pendingChanges?.description ?? space?.description ?? '',
  category: space?.pendingChanges?.category ?? space?.category ?? '',
  capacity: space ? String(space.capacity) : '',
  hourlyRate: space ? String(space.pendingChanges?.hourlyRate ?? space.hourlyRate) : '',
  location: space?.pendingChanges?.location ?? space?.location ?? '',
  latitude: space?.latitude?.toString() ?? '',
  longitude: space?.longitude?.toString() ?? '',
});

/** §5 owner listing form: the space's facts, amenities and photos. Creates a listing, or edits one. */
export function ListingForm({ space, onSaved }: { space?: Space; onSaved: (space: Space, created: boolean) => void }) {
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(space));
  const [amenities, setAmenities] = useState<string[]>(space?.amenities ?? []);
  const [photos, setPhotos] = useState<PhotoItem[]>(() => photoItemsOf([...(space?.images ?? []), ...(space?.pendingChanges?.newPhotos ?? [])]));
  // After a first save, saving again edits that space instead of listing a second one.
  const [saved, setSaved] = useState<Space | undefined>(space);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const set = (key: keyof Fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));
  const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError('');
    setBusy(true);
    const input: SpaceInput = {
      title: fields.title,
      description: fields.description,
      category: fields.category as SpaceInput['category'],
      capacity: Number(fields.capacity),
      hourlyRate: Number(fields.hourlyRate),
      location: fields.location,
      latitude: optionalNumber(fields.latitude),
      longitude: optionalNumber(fields.longitude),
      amenities,
    };
    try {
      const result = saved ? await updateSpace(saved.id, input) : await createSpace(input);
      setSaved(result);
      const hasNewFiles = photos.some((p) => p.file);
      if (hasNewFiles) setProgress(0);
      await syncPhotos(result.id, [...result.images, ...(result.pendingChanges?.newPhotos ?? [])], photos, setProgress);
      await queryClient.invalidateQueries({ queryKey: listingKeys.all });
      // New photos of a live listing wait for review like the rest: read the listing as it is now.
      onSaved(hasNewFiles && result.status === 'approved' ? await getOwnSpace(result.id) : result, !space);
    } catch (err) {
      const message = getErrorMessage(err);
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-6" noValidate={false}>
      {error && (
        <div role="alert" className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden /> {error}
        </div>
      )}
      <Card className="space-y-4 p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">About the space</h2>
        <div className="space-y-1">
          <Label htmlFor="listing-title">Title</Label>
          <Input id="listing-title" required maxLength={120} value={fields.title} onChange={set('title')} placeholder="e.g. Kilimani Boardroom" />
        </div>
        <div className="space-y-1">
          <Label htmlFor="listing-description">Description</Label>
          <Textarea id="listing-description" required rows={5} maxLength={5000} value={fields.description} onChange={set('description')} placeholder="What makes it a good place to meet, create or work?" />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="space-y-1">
            <Label htmlFor="listing-category">Category</Label>
            <NativeSelect id="listing-category" required value={fields.category} onChange={set('category')}>
              <option value="">Select a category</option>
              {OWNER_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {categoryLabel(c)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1">
            <Label htmlFor="listing-capacity">Capacity (people)</Label>
            <Input id="listing-capacity" type="number" inputMode="numeric" required min={1} step={1} value={fields.capacity} onChange={set('capacity')} placeholder="10" />
          </div>
          <div className="space-y-1">
            <Label htmlFor="listing-rate">Hourly rate (KSH)</Label>
            <Input id="listing-rate" type="number" inputMode="decimal" required min={0} step={0.01} value={fields.hourlyRate} onChange={set('hourlyRate')} placeholder="2500" />
          </div>
        </div>
      </Card>

      <Card className="space-y-4 p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Where it is</h2>
        <div className="space-y-1">
          <Label htmlFor="listing-address">Address</Label>
          <Input id="listing-address" required maxLength={200} value={fields.location} onChange={set('location')} placeholder="Argwings Kodhek Road, Kilimani, Nairobi" />
          <p className="text-xs text-slate-500">“, Kenya” is added when the address does not end with it.</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <Label htmlFor="listing-latitude">Latitude (optional)</Label>
            <Input id="listing-latitude" type="number" inputMode="decimal" step="any" min={-90} max={90} value={fields.latitude} onChange={set('latitude')} placeholder="-1.2921" />
          </div>
          <div className="space-y-1">
            <Label htmlFor="listing-longitude">Longitude (optional)</Label>
            <Input id="listing-longitude" type="number" inputMode="decimal" step="any" min={-180} max={180} value={fields.longitude} onChange={set('longitude')} placeholder="36.8219" />
          </div>
        </div>
      </Card>

      <Card className="space-y-4 p-5 sm:p-6">
        <fieldset>
          <legend className="text-lg font-semibold text-slate-900">Amenities</legend>
          <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {AMENITIES.map((a) => (
              <label key={a} className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
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
        <h2 className="text-lg font-semibold text-slate-900">Photos</h2>
        <PhotoPicker id="listing-photos" items={photos} onChange={setPhotos} />
        {progress !== null && <UploadProgress value={progress} />}
      </Card>

      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? (progress !== null ? 'Uploading photos...' : 'Saving...') : space ? 'Save changes' : 'List Space'}
        </Button>
      </div>
    </form>
  );
}
