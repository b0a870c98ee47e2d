import { usePersonalNews } from '@/lib/use-personal-news';
import { bookingKeys } from '../api/keys';

/**
 * While a signed-in page that shows bookings is open, a change to one of the person's bookings (a
 * payment confirmed, a hold released, a guest's booking of their space) shows without a reload.
 */
export const useLiveBookings = () => usePersonalNews('booking', bookingKeys.all);
