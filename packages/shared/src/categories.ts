import { m, translated } from './i18n.ts';
/** The five categories visitors browse and filter by (§1, §5 Admin Add Space). */
export const BROWSE_CATEGORIES = ['meeting-room', 'creative-studio', 'event-hall', 'coworking', 'office'] as const;
export type BrowseCategory = (typeof BROWSE_CATEGORIES)[number];

export const BROWSE_CATEGORY_LABELS: Readonly<Record<BrowseCategory, string>> = translated({
  'meeting-room': m.category_meeting_room,
  'creative-studio': m.category_creative_studio,
  'event-hall': m.category_event_hall,
  coworking: m.category_coworking,
  office: m.category_office,
});

/** What a visitor may filter by: the five, and 'other' (spaces of a category none of them covers). */
export const BROWSE_CATEGORY_FILTERS = [...BROWSE_CATEGORIES, 'other'] as const;
export type BrowseCategoryFilter = (typeof BROWSE_CATEGORY_FILTERS)[number];
export const BROWSE_FILTER_LABELS: Readonly<Record<BrowseCategoryFilter, string>> = translated({
  'meeting-room': m.category_meeting_room,
  'creative-studio': m.category_creative_studio,
  'event-hall': m.category_event_hall,
  coworking: m.category_coworking,
  office: m.category_office,
  other: m.category_other,
});

/** The owner listing form's longer list (§5 Owner listing form). */
export const OWNER_CATEGORIES = [
  'meeting_room',
  'creative_studio',
  'event_hall',
  'coworking_space',
  'conference_room',
  'office_space',
  'workshop_space',
  'studio_space',
  'retail_space',
  'exhibition_space',
  'training_room',
  'other',
] as const;
export type OwnerCategory = (typeof OWNER_CATEGORIES)[number];

/** A space's own category: one of either list. */
export type SpaceCategory = BrowseCategory | OwnerCategory;
export const SPACE_CATEGORIES = [...BROWSE_CATEGORIES, ...OWNER_CATEGORIES] as const;

const OWNER_TO_BROWSE: Record<OwnerCategory, BrowseCategory | null> = {
  meeting_room: 'meeting-room',
  conference_room: 'meeting-room',
  training_room: 'meeting-room',
  creative_studio: 'creative-studio',
  studio_space: 'creative-studio',
  workshop_space: 'creative-studio',
  event_hall: 'event-hall',
  exhibition_space: 'event-hall',
  coworking_space: 'coworking',
  office_space: 'office',
  retail_space: 'office',
  // 'other' is listed under "all categories" only, never under a single one.
  other: null,
};

/** The browse category a space is found under, or null when it is found under "all" only. */
export function browseCategoryOf(category: SpaceCategory): BrowseCategory | null {
  if ((BROWSE_CATEGORIES as readonly string[]).includes(category)) return category as BrowseCategory;
  return OWNER_TO_BROWSE[category as OwnerCategory] ?? null;
}

const OWNER_CATEGORY_LABELS: Readonly<Record<OwnerCategory, string>> = translated({
  meeting_room: m.category_meeting_room,
  creative_studio: m.category_creative_studio,
  event_hall: m.category_event_hall,
  coworking_space: m.category_coworking,
  conference_room: m.category_conference_room,
  office_space: m.category_office,
  workshop_space: m.category_workshop_space,
  studio_space: m.category_studio_space,
  retail_space: m.category_retail_space,
  exhibition_space: m.category_exhibition_space,
  training_room: m.category_training_room,
  other: m.category_other,
});

export function categoryLabel(category: string): string {
  return BROWSE_CATEGORY_LABELS[category as BrowseCategory] ?? OWNER_CATEGORY_LABELS[category as OwnerCategory] ?? category;
}

/** The sixteen amenities of the owner form (§5). */
export const AMENITIES = [
  'wifi',
  'projector',
  'whiteboard',
  'coffee',
  'parking',
  'air_conditioning',
  'kitchen',
  'phone_booth',
  'natural_light',
  'sound_system',
  'video_conferencing',
  'catering',
  'reception',
  'storage',
  'elevator',
  'wheelchair_accessible',
] as const;
export type Amenity = (typeof AMENITIES)[number];

const AMENITY_LABELS: Readonly<Record<Amenity, string>> = translated({
  wifi: m.amenity_wifi,
  projector: m.amenity_projector,
  whiteboard: m.amenity_whiteboard,
  coffee: m.amenity_coffee,
  parking: m.amenity_parking,
  air_conditioning: m.amenity_air_conditioning,
  kitchen: m.amenity_kitchen,
  phone_booth: m.amenity_phone_booth,
  natural_light: m.amenity_natural_light,
  sound_system: m.amenity_sound_system,
  video_conferencing: m.amenity_video_conferencing,
  catering: m.amenity_catering,
  reception: m.amenity_reception,
  storage: m.amenity_storage,
  elevator: m.amenity_elevator,
  wheelchair_accessible: m.amenity_wheelchair_accessible,
});

/** Amenities are free text on admin-added spaces (§5), so unknown ones keep their own words. */
export function amenityLabel(amenity: string): string {
  return AMENITY_LABELS[amenity as Amenity] ?? amenity;
}
