import type { EventWords } from '../community';

/** Maneno ya matukio kwa Kiswahili, kwa kitambulisho cha kila tukio (tarehe, saa na bei ni zile zile). */
export const EVENT_WORDS: Record<string, EventWords> = {
  e1: {
    title: 'Usiku wa Mawasilisho: Kampuni Changa za Nairobi',
    description: 'Waanzilishi kumi wanawasilisha mawazo yao kwa wawekezaji na hadhira inampigia kura aliye bora.',
    location: 'Westlands Executive Boardroom, Nairobi',
    organizer: 'Jumuiya ya Nafasi',
    tags: ['Kampuni changa', 'Wawekezaji', 'Kujenga mtandao'],
  },
  e2: {
    title: 'Darasa la Ustadi la Kupiga Picha za Bidhaa',
    description: 'Weka mwanga, panga na hariri picha za bidhaa pamoja na mpiga picha wa kitaalamu.',
    location: 'Kilimani Daylight Photo Studio, Nairobi',
    organizer: 'Kevin Odhiambo',
    tags: ['Upigaji picha', 'Kwa vitendo'],
  },
  e3: {
    title: 'Mustakabali wa Kazi Afrika Mashariki',
    description: 'Kongamano la siku moja kuhusu kazi inayonyumbulika, timu mseto na maeneo wanayohitaji.',
    location: 'Upper Hill Conference Centre, Nairobi',
    organizer: 'Nafasi na iHub',
    tags: ['Kongamano', 'Kazi mseto', 'Uongozi', 'Majengo'],
  },
  e4: {
    title: 'Siku ya Kusafisha Ufuo na Kufanya Kazi Pamoja',
    description: 'Safisha ufuo wa Nyali asubuhi, kisha fanyeni kazi pamoja kwenye mtaro.',
    location: 'Nyali Beachfront Terrace, Mombasa',
    organizer: 'Fatma Hassan',
    tags: ['Mombasa', 'Kujitolea'],
  },
  e5: {
    title: 'Kuorodhesha Eneo Lako: Warsha ya Wenyeji',
    description: 'Picha, bei na maelezo yanayoleta uhifadhi, pamoja na maoni ya papo hapo.',
    location: 'Mtandaoni (chumba cha mtandaoni cha Nafasi)',
    organizer: 'Njeri Kamau',
    tags: ['Wenyeji', 'Bei', 'Picha'],
  },
  e6: {
    title: 'Mkutano wa Wabunifu wa Kisumu',
    description: 'Wabunifu, wanamuziki na mafundi kando ya ziwa: onyesha kazi yako na ukutane na washirika.',
    location: 'Lakeside Creatives, Kisumu',
    organizer: 'Lakeside Creatives Kisumu',
    tags: ['Kisumu', 'Wabunifu', 'Muziki'],
  },
};
