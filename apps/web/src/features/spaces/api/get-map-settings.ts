import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemResponse } from '@nafasi/shared/api';
import type { MapSettings } from '@nafasi/shared/spaces';
import { api } from '@/lib/api-client';
import { spacesKeys } from './keys';

/** Where maps draw their tiles from (the server's MAP_TILE_URL); read once per visit. */
export function mapSettingsQueryOptions() {
  return queryOptions({
    queryKey: spacesKeys.mapSettings(),
    queryFn: () => api<ItemResponse<MapSettings>>('/map').then((r) => r.data),
    staleTime: Infinity,
  });
}

export function useMapSettings(enabled = true) {
  return useQuery({ ...mapSettingsQueryOptions(), enabled });
}
