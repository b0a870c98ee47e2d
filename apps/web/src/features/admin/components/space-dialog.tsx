import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { BROWSE_CATEGORIES, BROWSE_CATEGORY_LABELS, categoryLabel } from '@nafasi/shared/categories';
import { getErrorMessage } from '@nafasi/shared/errors';
import { LISTING_MESSAGES, type SpaceInput } from '@nafasi/shared/listings';
import type { Space } from '@nafasi/shared/spaces';
import { PhotoPicker, photoItemsOf, UploadProgress } from '@/components/photo-picker';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input, Label, NativeSelect, Textarea } from '@/components/ui/input';
import { createSpace, syncPhotos, updateSpace, type PhotoItem } from '@/lib/space-management';
import { toast } from '@/lib/toast';
import { adminKeys } from '../api/admin-calls';

/** §5: comma-separated amenities, trimmed, empty items dropped. */
export const parseAmenities = (text: string) =>
  text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

/**
 * §5 Admin Add Space (and its Edit): title, description and location required; rate 0 and capacity 1
 * by default; the five browse categories (an owner's own category is kept when editing).
 */
export function SpaceDialog({ space, open, onOpenChange }: { space?: Space; open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(space?.title ?? '');
  const [description, setDescription] = useState(space?.description ?? '');
  const [location, setLocation] = useState(space?.location ?? '');
  const [hourlyRate, setHourlyRate] = useState(space ? String(space.hourlyRate) : '');
  const [capacity, setCapacity] = useState(space ? String(space.capacity) : '');
  const [category, setCategory] = useState(space?.category ?? 'meeting-room');
  const [amenities, setAmenities] = useState(space?.amenities.join(', ') ?? '');
  const [photos, setPhotos] = useState<PhotoItem[]>(() => photoItemsOf(space?.images ?? []));
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const categories: string[] = [...BROWSE_CATEGORIES];
  if (space && !categories.includes(space.category)) categories.push(space.category);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!title.trim() || !description.trim() || !location.trim()) return toast.error(LISTING_MESSAGES.requiredFields);
    const input: SpaceInput = {
      title,
      description,
      location,
      hourlyRate: hourlyRate === '' ? 0 : Number(hourlyRate),
      capacity: capacity === '' ? 1 : Number(capacity),
      category: category as SpaceInput['category'],
      amenities: parseAmenities(amenities),
    };
    setBusy(true);
    try {
      const saved = space ? await updateSpace(space.id, input) : await createSpace(input);
      if (photos.some((p) => p.file)) setProgress(0);
      await syncPhotos(saved.id, space?.images ?? [], photos, setProgress);
      toast.success(space ? 'Space updated successfully!' : LISTING_MESSAGES.added);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onOpenChange(false);
    } catch (err) {
      toast.error(space ? getErrorMessage(err) : LISTING_MESSAGES.addFailed);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={space ? 'Edit Space' : 'Add New Space'} description={space ? `Editing “${space.title}”.` : 'A space an admin adds is live at once.'} wide>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="space-y-1">
          <Label htmlFor="space-title">Title *</Label>
          <Input id="space-title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} placeholder="Westlands Boardroom" />
        </div>
        <div className="space-y-1">
          <Label htmlFor="space-description">Description *</Label>
          <Textarea id="space-description" rows={3} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={5000} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <Label htmlFor="space-location">Location *</Label>
            <Input id="space-location" value={location} onChange={(e) => setLocation(e.target.value)} maxLength={200} placeholder="Westlands, Nairobi" />
          </div>
          <div className="space-y-1">
            <Label htmlFor="space-category">Category</Label>
            <NativeSelect id="space-category" value={category} onChange={(e) => setCategory(e.target.value)}>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {BROWSE_CATEGORY_LABELS[c as keyof typeof BROWSE_CATEGORY_LABELS] ?? categoryLabel(c)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1">
            <Label htmlFor="space-rate">Hourly rate (KSH)</Label>
            <Input id="space-rate" type="number" inputMode="decimal" min={0} step={0.01} value={hourlyRate} onChange={(e) => setHourlyRate(e.target.value)} placeholder="5000" />
          </div>
          <div className="space-y-1">
            <Label htmlFor="space-capacity">Capacity</Label>
            <Input id="space-capacity" type="number" inputMode="numeric" min={1} step={1} value={capacity} onChange={(e) => setCapacity(e.target.value)} placeholder="10" />
          </div>
        </div>
        <div className="space-y-1">
          <Label htmlFor="space-amenities">Amenities (comma-separated)</Label>
          <Input id="space-amenities" value={amenities} onChange={(e) => setAmenities(e.target.value)} placeholder="WiFi, Projector, Coffee Machine, Parking" />
        </div>
        <div className="space-y-1">
          <span className="text-sm font-medium text-slate-700">Photos</span>
          <PhotoPicker id="space-photos" items={photos} onChange={setPhotos} />
          {photos.length === 0 && <p className="text-xs text-slate-500">Without a photo the space shows the default picture.</p>}
          {progress !== null && <UploadProgress value={progress} />}
        </div>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : space ? 'Save changes' : 'Add Space'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
