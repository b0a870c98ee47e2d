import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { formatHourlyRate } from '@nafasi/shared/money';
import type { MapSettings, Space } from '@nafasi/shared/spaces';
import { paths } from '@/config/paths';
import { m } from '@nafasi/shared/i18n';

/** Nairobi's centre: where a map with nothing to show opens. */
const NAIROBI: L.LatLngTuple = [-1.2864, 36.8172];

/** 'minLng,minLat,maxLng,maxLat' of what the map shows, rounded to about 10 m. */
function boxOf(map: L.Map): string {
  const b = map.getBounds();
  return [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()].map((n) => n.toFixed(4)).join(',');
}

/** A pin's popup, built from text nodes (titles are user text, never HTML). */
function popupOf(space: Space): HTMLElement {
  const box = document.createElement('div');
  const link = document.createElement('a');
  link.href = paths.space.getHref(space.id);
  link.textContent = space.title;
  link.className = 'font-semibold text-brand-800';
  const price = document.createElement('div');
  price.textContent = formatHourlyRate(space.hourlyRate);
  box.append(link, price);
  return box;
}

/**
 * The results on a map: a price pin per space with a place, a popup linking to it. Moving the map
 * (by hand) reports the visible box, so the search follows the area; `box` given, it opens there,
 * else around the pins.
 */
export default function SpacesMap({
  spaces,
  settings,
  box,
  onMove,
  className,
  interactive = true,
}: {
  spaces: Space[];
  settings: MapSettings | undefined;
  box?: string;
  onMove?: (box: string) => void;
  className?: string;
  interactive?: boolean;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const pins = useRef<L.LayerGroup | null>(null);
  const placed = useRef(false);
  const moved = useRef(onMove);
  moved.current = onMove;

  useEffect(() => {
    if (!element.current) return;
    const m = L.map(element.current, {
      zoomControl: interactive,
      dragging: interactive,
      scrollWheelZoom: false,
      doubleClickZoom: interactive,
      touchZoom: interactive,
      keyboard: interactive,
      attributionControl: true,
    }).setView(NAIROBI, 12);
    pins.current = L.layerGroup().addTo(m);
    // Only a person's moves search the area: dragging, zooming by control, wheel or pinch.
    let byHand = false;
    m.on('dragstart zoomstart', () => {
      if (!placing) byHand = true;
    });
    m.on('moveend', () => {
      if (byHand) moved.current?.(boxOf(m));
      byHand = false;
    });
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, [interactive]);

  useEffect(() => {
    const m = map.current;
    if (!m || !settings?.tileUrl) return;
    const tiles = L.tileLayer(settings.tileUrl, { attribution: settings.attribution, maxZoom: 19 }).addTo(m);
    return () => void tiles.remove();
  }, [settings?.tileUrl, settings?.attribution]);

  useEffect(() => {
    const m = map.current;
    const layer = pins.current;
    if (!m || !layer) return;
    layer.clearLayers();
    const located = spaces.filter((s) => s.latitude !== null && s.longitude !== null);
    for (const space of located) {
      const icon = L.divIcon({
        className: 'nafasi-pin',
        html: `<span>${formatHourlyRate(space.hourlyRate).replace('/hr', '')}</span>`,
        iconSize: [0, 0],
        iconAnchor: [0, 0],
      });
      L.marker([space.latitude ?? 0, space.longitude ?? 0], { icon, title: space.title, keyboard: interactive })
        .bindPopup(popupOf(space))
        .addTo(layer);
    }
    // The first time, the map opens on the box asked for, or around the pins.
    if (placed.current) return;
    placing = true;
    const [west, south, east, north] = (box ?? '').split(',').map(Number);
    if (box && [west, south, east, north].every((n) => Number.isFinite(n))) {
      m.fitBounds([
        [south ?? 0, west ?? 0],
        [north ?? 0, east ?? 0],
      ]);
      placed.current = true;
    } else if (located.length) {
      m.fitBounds(L.latLngBounds(located.map((s) => [s.latitude ?? 0, s.longitude ?? 0] as L.LatLngTuple)), { padding: [32, 32], maxZoom: 15 });
      placed.current = true;
    }
    placing = false;
  }, [spaces, box, interactive]);

  return <div ref={element} className={className} data-testid="spaces-map" role="region" aria-label={m.map_label()} />;
}

/** Set while the map is placed by code, so its own moves are not taken for a person's. */
let placing = false;
