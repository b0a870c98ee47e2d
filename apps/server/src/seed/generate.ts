import { sql, type SQL } from 'drizzle-orm';

/**
 * One INSERT that makes `count` varied, realistic spaces inside the database (benchmarks and
 * query-plan tests). Words are drawn so that a typical search term matches a few percent of them,
 * as in a real catalogue; one in ten is pending, as if waiting for approval, spread over every place
 * (one in ten of each: `i % 10` alone would have matched whole places, 11 * i % 40 being the place).
 */
export function generateSpacesSql(count: number): SQL {
  const adjectives = [
    'Sunny',
    'Quiet',
    'Modern',
    'Classic',
    'Garden',
    'Rooftop',
    'Executive',
    'Cozy',
    'Spacious',
    'Bright',
    'Urban',
    'Savannah',
    'Acacia',
    'Baobab',
    'Jacaranda',
    'Coral',
    'Lakeside',
    'Highland',
    'Heritage',
    'Creative',
    'Open',
    'Minimal',
    'Industrial',
    'Boutique',
    'Green',
    'Golden',
    'Riverside',
    'Skyline',
    'Tranquil',
    'Vibrant',
  ];
  const nouns = [
    ['Boardroom', 'Meeting Room', 'Conference Room', 'Huddle Room', 'Training Room'],
    ['Photo Studio', 'Podcast Studio', 'Art Studio', 'Dance Studio', 'Music Studio'],
    ['Event Hall', 'Banquet Hall', 'Pavilion', 'Ballroom', 'Gallery'],
    ['Hot Desk', 'Cowork Lounge', 'Shared Desk', 'Innovation Hub', 'Commons'],
    ['Private Office', 'Office Suite', 'Team Office', 'Executive Office', 'Pop-up Shop'],
  ].flat();
  const places = [
    'Westlands, Nairobi',
    'Kilimani, Nairobi',
    'Karen, Nairobi',
    'Lavington, Nairobi',
    'Upper Hill, Nairobi',
    'Kileleshwa, Nairobi',
    'Gigiri, Nairobi',
    'Parklands, Nairobi',
    'Runda, Nairobi',
    'South B, Nairobi',
    'South C, Nairobi',
    'Embakasi, Nairobi',
    'Kasarani, Nairobi',
    'Roysambu, Nairobi',
    'Ngong Road, Nairobi',
    'Industrial Area, Nairobi',
    'CBD, Nairobi',
    'Hurlingham, Nairobi',
    'Spring Valley, Nairobi',
    'Muthaiga, Nairobi',
    'Nyali, Mombasa',
    'Old Town, Mombasa',
    'Bamburi, Mombasa',
    'Tudor, Mombasa',
    'Mtwapa, Kilifi',
    'Diani Beach, Kwale',
    'Malindi, Kilifi',
    'Milimani, Kisumu',
    'Kisumu Central, Kisumu',
    'Mamboleo, Kisumu',
    'Milimani, Nakuru',
    'Nakuru Town, Nakuru',
    'Naivasha Town, Nakuru',
    'Eldoret Town, Eldoret',
    'Elgon View, Eldoret',
    'Thika Town, Kiambu',
    'Ruiru, Kiambu',
    'Kitengela, Kajiado',
    'Nyeri Town, Nyeri',
    'Machakos Town, Machakos',
  ];
  const categories = ['meeting-room', 'creative-studio', 'event-hall', 'coworking', 'office'];
  const arr = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x.replaceAll("'", "''")}'`).join(',')}]`);
  return sql`
    insert into spaces (title, description, location, hourly_rate_cents, capacity, category, browse_category,
                        amenities, status, rating, reviews_count, owner_name, latitude, longitude, created_at, updated_at)
    select adj || ' ' || noun || ' ' || i,
           'A ' || lower(adj) || ' ' || lower(noun) || ' in ' || place || ', ref ' || substr(md5(i::text), 1, 10) || '.',
           place,
           100 * (300 + (i::bigint * 7919) % 40000),
           1 + (i * 31) % 200,
           cat, cat,
           (array['wifi', 'coffee', 'parking', 'projector', 'whiteboard', 'air_conditioning', 'natural_light', 'sound_system'])[1 : 1 + (i * 3) % 8],
           case when (i + i / 40) % 10 = 0 then 'pending' else 'approved' end,
           round((3 + ((i * 13) % 200) / 100.0)::numeric, 2),
           (i * 17) % 300,
           'Generated Owner',
           -1.29 + ((i * 37) % 2000) / 10000.0 - 0.1,
           36.82 + ((i * 53) % 2000) / 10000.0 - 0.1,
           now() - (i || ' minutes')::interval,
           now() - (i || ' minutes')::interval
    from (
      select i,
             (${arr(adjectives)})[1 + (i * 7) % ${adjectives.length}] as adj,
             (${arr(nouns)})[1 + i % ${nouns.length}] as noun,
             (${arr(places)})[1 + (i * 11) % ${places.length}] as place,
             (${arr(categories)})[1 + (i % ${nouns.length}) / 5] as cat
      from generate_series(1, ${count}) as i
    ) as g`;
}
