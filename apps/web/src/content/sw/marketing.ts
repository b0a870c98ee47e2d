import type { Tier } from '../marketing';

/** Maandishi ya matangazo (Kuhusu, Jinsi Inavyofanya Kazi, Bei, Vipengele), kwa Kiswahili. */
export const STATS = [
  { value: '1000+', label: 'Wanachama' },
  { value: '50+', label: 'Maeneo' },
  { value: '5000+', label: 'Saa zilizohifadhiwa' },
  { value: '4.9', label: 'Ukadiriaji wa wastani' },
] as const;

export const TIERS: Tier[] = [
  {
    name: 'Basic',
    price: 'Bure',
    period: 'daima',
    blurb: 'Kwa mikutano ya mara kwa mara na kipindi cha studio hapa na pale.',
    features: ['Uhifadhi 3 kwa mwezi', 'Lipa kwa M-Pesa', 'Vyumba vya mikutano ya mtandaoni vyenye gumzo', 'Msaada kwa barua pepe'],
    cta: 'Anza sasa',
  },
  {
    name: 'Pro',
    price: '$19',
    period: 'kwa mwezi',
    blurb: 'Kwa wafanyakazi huru na timu ndogo zinazoweka nafasi kila wiki.',
    features: [
      'Uhifadhi bila kikomo',
      'Msaada wa kipaumbele kwa simu na gumzo la moja kwa moja',
      'Ankara kwa kila uhifadhi',
      'Kuhamisha kalenda',
      'Kuona maeneo mapya mapema',
    ],
    cta: 'Anza majaribio ya bure',
    highlighted: true,
    note: 'Majaribio ya bure ya siku 14, bila kadi',
  },
  {
    name: 'Business',
    price: '$49',
    period: 'kwa mwezi',
    blurb: 'Kwa kampuni zinazoweka nafasi Nairobi, Mombasa na kwingineko.',
    features: [
      'Kila kitu kilichomo kwenye Pro',
      'Akaunti za timu na uhifadhi wa pamoja',
      'Ankara moja ya kila mwezi',
      'Msimamizi maalum wa akaunti',
      'Orodhesha maeneo yako mwenyewe',
    ],
    cta: 'Ongea na mauzo',
  },
];

export const FEATURES = [
  { icon: 'search', title: 'Utafutaji unaoielewa Kenya', text: 'Chuja kwa mtaa, aina, idadi ya watu na bei kwa KSH, kuanzia Westlands hadi Nyali.' },
  {
    icon: 'calendar',
    title: 'Weka nafasi kwa saa',
    text: 'Chagua tarehe na muda wa kuanza na kumaliza; saa zilizochukuliwa zimefifishwa, kwa hiyo hakuna uhifadhi unaogongana.',
  },
  { icon: 'wallet', title: 'Lipa kwa M-Pesa', text: 'Kila uhifadhi una kumbukumbu ya kutaja unapolipa, na ankara malipo yakishathibitishwa.' },
  {
    icon: 'video',
    title: 'Vyumba vya mikutano ya mtandaoni',
    text: 'Anzisha chumba chenye gumzo na video kwa mbofyo mmoja na ushiriki msimbo wa herufi sita.',
  },
  {
    icon: 'message',
    title: 'Gumzo la jumuiya kwa kila eneo',
    text: 'Muulize mwenyeji na wageni waliopita kuhusu maegesho, Wi-Fi au mandhari kabla ya kuweka nafasi.',
  },
  {
    icon: 'shield',
    title: 'Matangazo yaliyothibitishwa',
    text: 'Kila eneo hukaguliwa na timu yetu kabla ya kuchapishwa, na maoni hutoka kwenye uhifadhi halisi tu.',
  },
  {
    icon: 'chart',
    title: 'Dashibodi ya mmiliki',
    text: 'Wamiliki huorodhesha maeneo kwa picha, huona uhifadhi wa wageni wao na huthibitisha malipo ya M-Pesa.',
  },
  {
    icon: 'phone',
    title: 'Imeundwa kwa simu yako',
    text: 'Ni ya haraka kwenye Android ya kawaida kwa data ya simu, na rahisi kutumia kwa kidole gumba kimoja.',
  },
] as const;

export const GUEST_STEPS = [
  { title: 'Tafuta eneo', text: 'Tafuta kwa mahali, aina na bei. Kila tangazo linaonyesha picha, idadi ya watu, huduma na bei kwa saa kwa KSH.' },
  {
    title: 'Chagua saa zako',
    text: 'Chagua tarehe na muda wa kuanza na kumaliza. Muhtasari unaonyesha jumla ndogo, VAT ikiwepo na jumla kabla hujathibitisha.',
  },
  {
    title: 'Lipa kwa M-Pesa',
    text: 'Lipa kwa ombi la M-Pesa linalokuja kwenye simu yako, au kupitia Pay Bill ukitumia nambari ya uhifadhi kama nambari ya akaunti.',
  },
  { title: 'Fika na ufanye kazi', text: 'Uhifadhi wako unathibitishwa malipo yakishakaguliwa. Ghairi hadi saa 24 kabla mipango ikibadilika.' },
] as const;

export const OWNER_STEPS = [
  { title: 'Orodhesha eneo lako', text: 'Lieleze, weka bei kwa saa, ongeza picha na huduma. Inachukua kama dakika kumi.' },
  { title: 'Idhinishwa', text: 'Timu yetu hukagua kila tangazo, kwa kawaida ndani ya siku moja ya kazi, na hukueleza cha kurekebisha ikihitajika.' },
  { title: 'Karibisha wageni', text: 'Ona kila uhifadhi kwenye dashibodi yako, thibitisha malipo ya M-Pesa na uongee na wageni kabla hawajafika.' },
] as const;

export const VALUES = [
  { title: 'Nyumbani kwanza', text: 'Imejengwa Nairobi kwa jinsi Wakenya wanavyofanya kazi: M-Pesa, data ya simu na saa zinazobadilika.' },
  { title: 'Uaminifu', text: 'Matangazo yaliyothibitishwa, maoni ya kweli na bei wazi bila chochote kilichofichwa.' },
  { title: 'Kufikika', text: 'Chumba kizuri hakipaswi kuhitaji mkataba mrefu. Weka nafasi kwa saa moja au mia moja.' },
  { title: 'Jumuiya', text: 'Wamiliki, wafanyakazi huru na timu wakisaidiana kupata mahali sahihi pa kufanya kazi yao bora.' },
] as const;

export const MILESTONES = [
  { year: '2024', text: 'Ilianzishwa Nairobi na marafiki watatu waliochoka kufanya kazi kwenye mikahawa yenye kelele.' },
  { year: '2025', text: 'Ilizinduliwa Nairobi, Mombasa, Kisumu na Nakuru ikiwa na malipo ya M-Pesa na vyumba vya mikutano ya mtandaoni.' },
  { year: 'Leo', text: 'Zaidi ya wanachama 1000 na maeneo 50, kuanzia vibanda vya podcast hadi kumbi za matukio.' },
] as const;
