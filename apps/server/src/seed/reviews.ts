import type { Scene } from './spaces.ts';

export interface SampleReview {
  userName: string;
  rating: number;
  comment: string;
  daysAgo: number;
}

const NAMES = ['Achieng Otieno', 'Brian Mwangi', 'Fatma Hassan', 'Kevin Kiptoo', 'Mercy Njeri', 'Daniel Ouma', 'Grace Wambui', 'Hussein Ali'];

/** What guests said of each kind of space, in English and Kiswahili as Kenyans write them: a sample space gets some of these, as real review rows. */
const SAID: Record<Scene, [number, string][]> = {
  meeting: [
    [5, 'The screen and the video link worked first time, and reception brought our visitors up. Our board meeting ran without a hitch.'],
    [4, 'Quiet room with good light. Parking filled up by ten, so come early.'],
    [5, 'Tuliweka nafasi kwa ajili ya kumwonyesha mteja mradi wetu: safi, baridi na kahawa haikuisha.'],
    [4, 'Bei nzuri kwa warsha ya nusu siku; kalamu za ubao mweupe zingekuwa mpya zaidi.'],
  ],
  studio: [
    [5, 'Plenty of daylight and a backdrop that was ready when we walked in. We shot a full catalogue in four hours.'],
    [5, 'Well treated room; our podcast recording came out clean with no edits for noise.'],
    [4, 'Eneo zuri la kufanyia kazi. Maegesho ni machache siku za kazi.'],
    [4, 'Mwenyeji alitusaidia kuhamisha taa. Tutaweka nafasi tena.'],
  ],
  hall: [
    [5, 'Hosted 150 guests for our launch: the sound system was loud and clear and the caterers had room to work.'],
    [4, 'Spacious and easy to reach. Setting up took longer than we planned, so book an extra hour.'],
    [5, 'Wafanyakazi wa hapo walitusaidia tangu maandalizi hadi usafi wa mwisho.'],
    [4, 'Ukumbi mzuri kwa siku ya mafunzo; beba waya wa umeme wa kuongeza urefu kwa safu za nyuma.'],
  ],
  coworking: [
    [5, 'Fast WiFi all day and a quiet corner for calls. My new favourite place to work.'],
    [4, 'Friendly crowd and good coffee. It gets busy after lunch.'],
    [5, 'Mwanga wa asili, viti vya starehe, na kibanda cha simu kiliokoa mchana wangu.'],
    [4, 'Ni rahisi kuweka nafasi kwa saa; ningependa pafunguliwe mapema kidogo.'],
  ],
  office: [
    [5, 'A private office that felt like our own for the week. Everything we needed was there.'],
    [4, 'Clean and secure, with a helpful reception. The lift is slow at rush hour.'],
    [5, 'Bora kwa mahojiano: tulivu, pa kitaalamu na karibu na barabara kuu.'],
    [4, 'Madawati mazuri na WiFi yenye nguvu. Kiyoyozi kilikuwa baridi kidogo.'],
  ],
};

/** The reviews of the `index`th sample space: none to four of its kind's, spread over the past months. */
export function sampleReviews(index: number, scene: Scene): SampleReview[] {
  const said = SAID[scene];
  const howMany = index % 5;
  return Array.from({ length: howMany }, (_, n) => {
    const [rating, comment] = said[(index + n) % said.length] ?? [5, ''];
    return { userName: NAMES[(index * 3 + n) % NAMES.length] ?? 'Guest', rating, comment, daysAgo: 7 + n * 19 + (index % 7) * 3 };
  });
}
