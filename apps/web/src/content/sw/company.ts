import type { Job, Partner } from '../company';

/** Kazi, Usalama, Mawasiliano na Washirika, kwa Kiswahili (muundo ule ule wa content/company.ts). */
export const JOBS: Job[] = [
  {
    title: 'Mhandisi Mkuu wa Programu (Full-Stack)',
    location: 'Nairobi (ofisini na nyumbani)',
    type: 'Muda wote',
    department: 'Uhandisi',
    description: 'Jenga uhifadhi, malipo na vipengele vya papo hapo kwa TypeScript, React na PostgreSQL.',
    requirements: ['Miaka 5+ ya kujenga bidhaa za mtandao', 'TypeScript, React na SQL', 'Kujali kasi kwenye simu za bei ya kati'],
    posted: '3 Novemba 2025',
  },
  {
    title: 'Mbunifu wa Bidhaa',
    location: 'Nairobi (ofisini na nyumbani)',
    type: 'Muda wote',
    department: 'Ubunifu',
    description: 'Buni safari za kutafuta, kuweka nafasi na za wenyeji, kuanzia utafiti na wageni hadi kila pikseli.',
    requirements: ['Kazi za simu zilizotolewa kwa watumiaji', 'Figma na prototaipu', 'Uzoefu wa kuhoji watumiaji'],
    posted: '28 Oktoba 2025',
  },
  {
    title: 'Meneja wa Ushirikiano',
    location: 'Nairobi',
    type: 'Muda wote',
    department: 'Ukuaji',
    description: 'Leta waendeshaji wa coworking, hoteli na studio kwenye Nafasi na uwafanye waridhike.',
    requirements: [
      'Miaka 3+ katika mauzo ya B2B au ushirikiano',
      'Mtandao katika mali isiyohamishika au ukarimu Nairobi',
      'Ufasaha wa Kiingereza na Kiswahili',
    ],
    posted: '20 Oktoba 2025',
  },
  {
    title: 'Mtaalamu wa Huduma kwa Wateja',
    location: 'Nairobi',
    type: 'Muda wote',
    department: 'Uendeshaji',
    description: 'Saidia wageni na wenyeji kwa gumzo, simu na barua pepe, na geuza unachosikia kuwa maboresho ya bidhaa.',
    requirements: ['Uandishi ulio wazi kwa Kiingereza na Kiswahili', 'Subira na ufuatiliaji', 'M-Pesa na zana za huduma kwa wateja'],
    posted: '14 Oktoba 2025',
  },
  {
    title: 'Meneja wa Jumuiya, Mombasa',
    location: 'Mombasa',
    type: 'Muda wa sehemu',
    department: 'Ukuaji',
    description: 'Kuza jumuiya ya pwani: andaa mikutano, tembelea maeneo na usimulie hadithi zao.',
    requirements: ['Anaishi Mombasa au karibu', 'Uzoefu wa kuandaa matukio', 'Yuko hai kwenye mitandao ya kijamii'],
    posted: '30 Septemba 2025',
  },
  {
    title: 'Mchambuzi wa Data',
    location: 'Mbali (ndani ya Kenya)',
    type: 'Mkataba',
    department: 'Uhandisi',
    description: 'Pima wageni wanachotafuta na wanachoweka, na usaidie wenyeji kupanga bei za saa zao.',
    requirements: ['SQL na zana ya daftari (notebook)', 'Chati zilizo wazi na hitimisho lililo wazi zaidi', 'Mkataba wa miezi 6, unaoweza kuongezwa'],
    posted: '22 Septemba 2025',
  },
];

export const BENEFITS = [
  { title: 'Bima ya afya', text: 'Bima ya matibabu ya kulazwa na ya nje kwa ajili yako na familia yako.' },
  { title: 'Saa zinazonyumbulika', text: 'Saa za msingi ni 10:00–15:00; zilizobaki unazipanga wewe.' },
  { title: 'Bajeti ya kujifunza', text: 'KSH 100,000 kwa mwaka kwa kozi, vitabu na makongamano.' },
  { title: 'Nafasi bila malipo', text: 'Saa kumi kwa mwezi katika eneo lolote la Nafasi, kwa kazi au kwa miradi yako binafsi.' },
  { title: 'Hisa', text: 'Kila mmoja anamiliki sehemu ya tunachojenga.' },
  { title: 'Likizo ya mzazi', text: 'Miezi minne kwa kila mzazi mpya, kwa mshahara kamili.' },
] as const;

export const CAREER_VALUES = [
  { title: 'Wateja kwanza', text: 'Tunaanzia kwa mgeni aliye kwenye simu katikati ya msongamano, na kwa mwenye chumba kilicho tupu.' },
  { title: 'Toa na ujifunze', text: 'Mabadiliko madogo, yanayotolewa mara kwa mara, yanayopimwa kwa uaminifu.' },
  { title: 'Miliki kazi', text: 'Anayeona tatizo ndiye anayeanza kulitatua.' },
  { title: 'Harambee', text: 'Tunavuta pamoja, tunagawana sifa na kuinuana.' },
] as const;

export const SECURITY_FEATURES = [
  { title: 'Usimbaji kila mahali', text: 'Mawasiliano yote yanatumia TLS, na manenosiri yanafichwa kwa Argon2id; hakuna mtu wa Nafasi anayeweza kuyasoma.' },
  {
    title: 'Vipindi vya muda mfupi',
    text: 'Tokeni za kuingia huisha ndani ya saa moja na hubadilishwa; tokeni ya kuingia upya iliyoibwa hugunduliwa na kufutwa.',
  },
  { title: 'Malipo unayoyadhibiti', text: 'Unalipa kwa M-Pesa kwenye simu yako mwenyewe; hatuoni kamwe PIN yako ya M-Pesa wala namba za kadi.' },
  {
    title: 'Matangazo yaliyothibitishwa',
    text: 'Kila eneo hukaguliwa kabla ya kuonekana, na kila hatua ya msimamizi hurekodiwa katika kumbukumbu ya ukaguzi.',
  },
] as const;

export const CERTIFICATIONS = [
  { name: 'Sheria ya Ulinzi wa Data ya Kenya, 2019', text: 'Tumesajiliwa na Ofisi ya Kamishna wa Ulinzi wa Data.' },
  { name: 'Taratibu za ISO/IEC 27001', text: 'Usimamizi wetu wa usalama wa taarifa unafuata vidhibiti vya ISO 27001.' },
  { name: 'OWASP ASVS', text: 'Programu imejengwa na kupimwa dhidi ya kiwango cha uthibitisho cha OWASP.' },
  { name: 'PCI DSS kupitia washirika', text: 'Malipo ya kadi, yatakapoanza, yatapita tu kwa wachakataji waliothibitishwa na PCI DSS.' },
] as const;

export const SECURITY_PRACTICES = [
  'Kila ombi hukaguliwa kwenye seva dhidi ya jukumu la mtumiaji.',
  'Mipaka ya majaribio katika kuingia, kujisajili, kubadilisha nenosiri na fomu za mawasiliano.',
  'Picha zinazopakiwa husomwa na kuandikwa upya kabla ya kuhifadhiwa.',
  'Hifadhidata huhifadhiwa nakala kila siku na urejeshaji hujaribiwa kila mwezi.',
  'Vitegemezi husasishwa kila wiki na kukaguliwa dhidi ya udhaifu unaojulikana.',
  'security.txt iliyochapishwa na jibu kwa kila ripoti ndani ya saa 48.',
] as const;

export const CONTACT_CARDS = [
  { icon: 'mail', title: 'Tutumie barua pepe', lines: ['hello@nafasi.co.ke', 'Tunajibu ndani ya saa 24'], href: 'mailto:hello@nafasi.co.ke' },
  { icon: 'phone', title: 'Tupigie simu', lines: ['+254 20 765 4321', 'Msaada saa zote, 24/7'], href: 'tel:+254207654321' },
  { icon: 'map', title: 'Tutembelee', lines: ['The Mirage, Waiyaki Way', 'Westlands, Nairobi'] },
  { icon: 'clock', title: 'Saa za ofisi', lines: ['Jumatatu-Ijumaa saa 3 asubuhi - saa 11 jioni', 'Jumamosi saa 4 asubuhi - saa 8 mchana'] },
] as const;

export const CONTACT_FAQ = [
  {
    q: 'Mtanijibu baada ya muda gani?',
    a: 'Ndani ya saa 24, na mara nyingi mapema zaidi. Matatizo ya dharura ya uhifadhi hushughulikiwa haraka zaidi kwa simu au gumzo la moja kwa moja, vilivyo wazi 24/7.',
  },
  {
    q: 'Nitaghairi uhifadhi vipi?',
    a: 'Kupitia dashibodi yako, hadi saa 24 kabla uhifadhi haujaanza. Kila mwenyeji anaweza kuongeza masharti yake juu ya haya.',
  },
  {
    q: 'Ninawezaje kuorodhesha eneo langu?',
    a: 'Fungua akaunti, omba akaunti ya mmiliki kutoka kwenye wasifu wako, kisha tumia Orodhesha Eneo Lako. Timu yetu hukagua kila tangazo.',
  },
  { q: 'Mnakubali njia gani za malipo?', a: 'M-Pesa kwa sasa. Kadi kuu, PayPal na uhamisho wa benki zinakuja; tutazitangaza hapa.' },
] as const;

export const PARTNERS: Partner[] = [
  {
    id: 'p1',
    name: 'Safaricom Business',
    type: 'Teknolojia',
    description: 'Malipo ya M-Pesa kwa kila uhifadhi.',
    logo: 'SB',
    website: 'https://www.safaricom.co.ke',
    industry: 'Mawasiliano ya simu',
    partnership: 'Mshirika wa malipo',
    since: '2024',
  },
  {
    id: 'p2',
    name: 'iHub Nairobi',
    type: 'Jumuiya',
    description: 'Mikutano na warsha kwa jumuiya ya teknolojia ya Nairobi.',
    logo: 'iH',
    website: 'https://ihub.co.ke',
    industry: 'Jumuiya ya teknolojia',
    partnership: 'Mshirika wa jumuiya',
    since: '2024',
  },
  {
    id: 'p3',
    name: 'Kasarani Events Co.',
    type: 'Mwenyeji wa maeneo',
    description: 'Kumbi za makongamano na sherehe.',
    logo: 'KE',
    website: 'https://example.co.ke',
    industry: 'Matukio',
    partnership: 'Mwenyeji wa maeneo',
    since: '2025',
  },
  {
    id: 'p4',
    name: 'Swahili Coast Hotels',
    type: 'Mwenyeji wa maeneo',
    description: 'Vyumba vya bodi na matuta kutoka Nyali hadi Diani.',
    logo: 'SC',
    website: 'https://example.co.ke',
    industry: 'Ukarimu',
    partnership: 'Mwenyeji wa maeneo',
    since: '2025',
  },
  {
    id: 'p5',
    name: 'Strathmore Innovation Hub',
    type: 'Shirika',
    description: 'Wanafunzi waanzilishi huweka vyumba kwa mawasilisho na maonyesho.',
    logo: 'SI',
    website: 'https://example.ac.ke',
    industry: 'Elimu',
    partnership: 'Mshirika wa shirika',
    since: '2025',
  },
  {
    id: 'p6',
    name: 'Lakeside Creatives Kisumu',
    type: 'Jumuiya',
    description: 'Studio na karakana ya wabunifu kando ya ziwa.',
    logo: 'LC',
    website: 'https://example.co.ke',
    industry: 'Sekta za ubunifu',
    partnership: 'Mshirika wa jumuiya',
    since: '2025',
  },
];

export const PARTNERSHIP_BENEFITS = [
  {
    value: 'space',
    title: 'Mwenyeji wa Maeneo',
    benefits: ['Wafikie wanachama 1000+', 'Uhifadhi na malipo ya M-Pesa yanashughulikiwa', 'Dashibodi ya mwenyeji na takwimu'],
  },
  {
    value: 'technology',
    title: 'Mshirika wa Teknolojia',
    benefits: ['Unganisha na API yetu ya uhifadhi', 'Uzinduzi wa pamoja wa bidhaa', 'Kuona vipengele vipya mapema'],
  },
  {
    value: 'corporate',
    title: 'Mshirika wa Shirika',
    benefits: ['Akaunti za timu na ankara moja', 'Bei za saa zilizojadiliwa', 'Meneja wa akaunti maalum'],
  },
  {
    value: 'community',
    title: 'Mshirika wa Jumuiya',
    benefits: ['Saa za bure kwa matukio ya jumuiya', 'Mikutano tunayoandaa pamoja', 'Kuonyeshwa kwenye blogu na ukurasa wa matukio'],
  },
] as const;

export const TESTIMONIALS = [
  {
    quote: 'Chumba chetu cha bodi kilikuwa tupu kila mchana. Sasa kinajilipia.',
    name: 'Grace Muthoni',
    role: 'Kiongozi wa uendeshaji, Swahili Coast Hotels',
    rating: 5,
  },
  {
    quote: 'Wanachama huweka ukumbi wetu wa matukio kwa dakika chache na kulipa kwa M-Pesa. Hakuna tena majedwali.',
    name: 'Brian Otieno',
    role: 'Meneja wa jumuiya, iHub Nairobi',
    rating: 5,
  },
  {
    quote: 'Timu ya Nafasi iliielewa studio yetu na ikatuweka hewani ndani ya wiki moja.',
    name: 'Aisha Abdallah',
    role: 'Mwanzilishi, Lakeside Creatives Kisumu',
    rating: 5,
  },
] as const;

/** Maneno ya barua ya kuomba kazi na ya timu ya usalama. */
export const APPLY_MAIL = {
  subject: (title: string) => `Maombi: ${title}`,
  body: (title: string, location: string) => `Habari timu ya Nafasi,\n\nNingependa kuomba nafasi ya ${title} (${location}). CV yangu imeambatishwa.\n\n`,
};
export const SECURITY_MAIL = { question: 'Swali kwa timu ya usalama', report: 'Ripoti ya tatizo la usalama' };
