import {
  Accessibility,
  Archive,
  ArrowUpDown,
  Car,
  ChefHat,
  Coffee,
  ConciergeBell,
  Phone,
  Presentation,
  Projector,
  Snowflake,
  Sparkles,
  Speaker,
  Sun,
  Utensils,
  Video,
  Wifi,
  type LucideIcon,
} from 'lucide-react';

/** §2: icons for WiFi, Coffee Machine, Projector and Parking at least; a generic one for the rest. */
const ICONS: Record<string, LucideIcon> = {
  wifi: Wifi,
  coffee: Coffee,
  projector: Projector,
  parking: Car,
  whiteboard: Presentation,
  air_conditioning: Snowflake,
  kitchen: ChefHat,
  phone_booth: Phone,
  natural_light: Sun,
  sound_system: Speaker,
  video_conferencing: Video,
  catering: Utensils,
  reception: ConciergeBell,
  storage: Archive,
  elevator: ArrowUpDown,
  wheelchair_accessible: Accessibility,
};

/** Free-text amenities from the admin form ('WiFi', 'Coffee Machine') find their icon too. */
function normalise(amenity: string): string {
  const key = amenity
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (key === 'coffee_machine') return 'coffee';
  if (key === 'wi_fi') return 'wifi';
  return key;
}

export function AmenityIcon({ amenity, className }: { amenity: string; className?: string }) {
  const Icon = ICONS[normalise(amenity)] ?? Sparkles;
  return <Icon className={className} aria-hidden />;
}
