import ICAL from 'ical.js';
import { readFileSync } from 'node:fs';
const cal = new ICAL.Component(ICAL.parse(readFileSync('src/lib/ical-fixtures/outlook-windows-zones.ics', 'utf8')));
const vtz = cal.getAllSubcomponents('vtimezone')[0];
const zone = new ICAL.Timezone(vtz);
console.log(zone.tzid);
for (const iso of ['2027-03-28T00:30:00Z', '2027-03-28T01:30:00Z', '2027-10-31T00:30:00Z', '2027-10-31T01:30:00Z']) {
  const t = ICAL.Time.fromJSDate(new Date(iso), true);
  const local = t.convertToZone(zone);
  console.log(iso, local.toString(), zone.utcOffset(t));
}
