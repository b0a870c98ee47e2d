/** The five categories visitors browse and filter by (§1, §5 Admin Add Space). */
export const BROWSE_CATEGORIES = ['meeting-room', 'creative-studio', 'event-hall', 'coworking', 'office'] as const;
export type BrowseCategory = (typeof BROWSE_CATEGORIES)[number];

export const BROWSE_CATEGORY_LABELS: Record<BrowseCategory, string> = {
  'meeting-room': 'Meeting Room',
  'creative-studio': 'Creative Studio',
  'event-hall': 'Event Hall',
  coworking: 'Coworking',
  office: 'Office',
};

/** What a visitor may filter by: the five, and 'other' (spaces of a category none of them covers). */
export const BROWSE_CATEGORY_FILTERS = [...BROWSE_CATEGORIES, 'other'] as const;
export type BrowseCategoryFilter = (typeof BROWSE_CATEGORY_FILTERS)[number];
export const BROWSE_FILTER_LABELS: Record<BrowseCategoryFilter, string> = { ...BROWSE_CATEGORY_LABELS, other: 'Other' };

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

const OWNER_CATEGORY_LABELS: Record<OwnerCategory, string> = {
  meeting_room: 'Meeting Room',
  creative_studio: 'Creative Studio',
  event_hall: 'Event Hall',
  coworking_space: 'Coworking',
  conference_room: 'Conference Room',
  office_space: 'Office',
  workshop_space: 'Workshop Space',
  studio_space: 'Studio Space',
  retail_space: 'Retail Space',
  exhibition_space: 'Exhibition Space',
  training_room: 'Training Room',
  other: 'Other',
};

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

const AMENITY_LABELS: Record<Amenity, string> = {
  wifi: 'WiFi',
  projector: 'Projector',
  whiteboard: 'Whiteboard',
  coffee: 'Coffee Machine',
  parking: 'Parking',
  air_conditioning: 'Air Conditioning',
  kitchen: 'Kitchen',
  phone_booth: 'Phone Booth',
  natural_light: 'Natural Light',
  sound_system: 'Sound System',
  video_conferencing: 'Video Conferencing',
  catering: 'Catering',
  reception: 'Reception',
  storage: 'Storage',
  elevator: 'Elevator',
  wheelchair_accessible: 'Wheelchair Accessible',
};

/** Amenities are free text on admin-added spaces (§5), so unknown ones keep their own words. */
export function amenityLabel(amenity: string): string {
  return AMENITY_LABELS[amenity as Amenity] ?? amenity;
}
