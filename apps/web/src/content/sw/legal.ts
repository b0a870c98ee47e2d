import type { LegalSection } from '../legal';

/** Sera ya faragha na masharti ya matumizi, kwa Kiswahili (tarehe ile ile ya mwisho kusasishwa; content.test.ts hulinganisha siku). */
export const LEGAL_UPDATED = '15 Januari 2025';
export const TERMS_NOTICE_DAYS = 30;

export const PRIVACY: LegalSection[] = [
  {
    id: 'who-we-are',
    title: '1. Sisi ni nani',
    paragraphs: [
      'Nafasi Technologies Ltd ("Nafasi", "sisi") inaendesha soko la Nafasi la kuweka nafasi kwa saa nchini Kenya. Sisi ndio wadhibiti wa data binafsi inayoelezwa hapa, na tumesajiliwa na Ofisi ya Kamishna wa Ulinzi wa Data chini ya Sheria ya Ulinzi wa Data, 2019.',
    ],
  },
  {
    id: 'what-we-collect',
    title: '2. Tunachokusanya',
    paragraphs: [
      'Data ya akaunti: jina lako, anwani ya barua pepe, namba ya simu ukiitoa, nenosiri lililofichwa kwa hash (hatulioni nenosiri lenyewe) na, ukiingia kwa Google, barua pepe iliyothibitishwa ya akaunti yako ya Google.',
      'Data ya uhifadhi: nafasi unazoweka, saa, kiasi, misimbo ya uthibitisho ya M-Pesa na ankara. Hatupokei kamwe PIN yako ya M-Pesa.',
      'Data ya matangazo, kwa wenye nafasi: anwani ya nafasi, picha na bei, na maelezo ya malipo yako.',
      'Ujumbe: unachoandika katika vyumba vya mikutano, gumzo za jumuiya, maoni na fomu ya mawasiliano.',
      'Data ya kiufundi: anwani yako ya IP na kivinjari, huhifadhiwa katika kumbukumbu za usalama na kutumika kwa mipaka ya maombi.',
    ],
  },
  {
    id: 'how-we-use',
    title: '3. Tunavyoitumia',
    paragraphs: [
      'Kuendesha akaunti yako na uhifadhi wako, kuthibitisha malipo, kukutumia barua pepe unazohitaji (kama za kubadilisha nenosiri), kulinda huduma na kujibu ujumbe wako. Tunategemea mkataba wetu nawe, maslahi yetu halali katika huduma salama na, kwa jarida, ridhaa yako.',
      'Hatuuzi data yako binafsi na hatuitumii kwa matangazo ya watu wengine.',
    ],
  },
  {
    id: 'sharing',
    title: '4. Tunaowashirikisha',
    paragraphs: [
      'Mwenye nafasi unayoweka huona jina lako na uhifadhi. Wageni huona jina la mwenye nafasi na maelezo ya nafasi. Tunatumia watoa huduma wa kuhifadhi mtandaoni, kutuma barua pepe na malipo, waliofungwa na mikataba inayolinda data yako. Tunatoa data kwa mamlaka pale tu sheria ya Kenya inapotaka.',
    ],
  },
  {
    id: 'retention',
    title: '5. Tunaihifadhi kwa muda gani',
    paragraphs: [
      'Data ya akaunti kwa muda wote akaunti yako iko wazi. Kumbukumbu za uhifadhi na ankara kwa miaka saba, kama sheria ya kodi ya Kenya inavyotaka. Kumbukumbu za usalama kwa siku 90. Ujumbe wa mawasiliano kwa miaka miwili.',
    ],
  },
  {
    id: 'rights',
    title: '6. Haki zako',
    paragraphs: [
      'Unaweza kuomba nakala ya data yako, irekebishwe au ifutwe, kupinga matumizi yake au kuondoa ridhaa, kwa kuandika kwa privacy@nafasi.co.ke. Unaweza pia kuwasilisha malalamiko kwa Ofisi ya Kamishna wa Ulinzi wa Data.',
    ],
  },
  {
    id: 'security',
    title: '7. Usalama',
    paragraphs: [
      'Tunasimba mawasiliano kwa TLS, tunaficha manenosiri kwa Argon2id, tunaruhusu wafanyakazi wanaohitaji tu kufikia data na tunarekodi kila hatua ya usimamizi. Soma ukurasa wetu wa Usalama kwa maelezo zaidi.',
    ],
  },
  {
    id: 'changes',
    title: '8. Mabadiliko na mawasiliano',
    paragraphs: [
      'Tutaweka kila mabadiliko hapa na kusasisha tarehe iliyo juu; kwa mabadiliko makubwa tutakutumia pia barua pepe. Maswali: privacy@nafasi.co.ke, au Nafasi Technologies Ltd, The Mirage, Waiyaki Way, Westlands, Nairobi.',
    ],
  },
];

export const TERMS: LegalSection[] = [
  {
    id: 'agreement',
    title: '1. Makubaliano',
    paragraphs: [
      'Masharti haya ni makubaliano kati yako na Nafasi Technologies Ltd. Kwa kufungua akaunti au kuweka nafasi unayakubali. Kama huyakubali, usitumie Nafasi.',
    ],
  },
  {
    id: 'accounts',
    title: '2. Akaunti',
    paragraphs: [
      'Lazima uwe na umri wa miaka 18 au zaidi na utoe taarifa sahihi. Weka nenosiri lako siri; unawajibika kwa yanayotendeka katika akaunti yako. Tuambie mara moja kupitia security@nafasi.co.ke ukidhani mtu mwingine ameitumia.',
    ],
  },
  {
    id: 'bookings',
    title: '3. Uhifadhi na malipo',
    paragraphs: [
      'Bei ni kwa saa kwa shilingi za Kenya (KSH); VAT huongezwa kwenye jumla ndogo pale muuzaji amesajiliwa kwa VAT, na huonyeshwa kabla hujathibitisha. Uhifadhi hushikiliwa kwa saa 24 unapolipa kwa M-Pesa na huthibitishwa malipo yakishakaguliwa; uhifadhi usiolipwa huachiliwa baada ya muda huo.',
      'Mipango ya usajili (Pro na Business) hulipiwa kila mwezi kwa dola za Marekani na inaweza kusitishwa wakati wowote, ikaisha mwishoni mwa kipindi.',
    ],
  },
  {
    id: 'cancellation',
    title: '4. Kughairi na kubadilisha',
    paragraphs: [
      'Unaweza kughairi uhifadhi kupitia dashibodi yako hadi saa 24 kabla haujaanza. Kila mwenye nafasi anaweza kuweka masharti ya ziada, yanayoonyeshwa kwenye ukurasa wa nafasi. Uhifadhi uliothibitishwa unaweza kuhamishwa hadi muda mwingine ulio wazi wa urefu ule ule.',
    ],
  },
  {
    id: 'owners',
    title: '5. Wenye nafasi',
    paragraphs: [
      'Wenye nafasi lazima wawe na haki ya kukodisha nafasi yao, waieleze kwa ukweli, waiweke salama na waheshimu uhifadhi uliothibitishwa. Matangazo hukaguliwa kabla ya kuonekana na yanaweza kuondolewa yakivunja masharti haya.',
    ],
  },
  {
    id: 'conduct',
    title: '6. Mwenendo',
    paragraphs: [
      'Usitumie nafasi vibaya, usiwanyanyase wengine katika gumzo au mikutano, usiweke maudhui yaliyo kinyume cha sheria, usijaribu kuvunja usalama wa huduma wala kunakili data yake kwa mashine. Tunaweza kusimamisha akaunti zinazofanya hivyo.',
    ],
  },
  {
    id: 'liability',
    title: '7. Dhima',
    paragraphs: [
      'Nafasi ni soko: mwenye nafasi ndiye anayetoa nafasi. Kwa kiwango ambacho sheria ya Kenya inaruhusu, dhima yetu kwa dai lolote haizidi ada ulizotulipa katika miezi mitatu kabla ya dai hilo.',
    ],
  },
  {
    id: 'changes',
    title: '8. Mabadiliko ya masharti haya',
    paragraphs: [
      `Tunaweza kubadilisha masharti haya. Kwa mabadiliko makubwa tutakupa taarifa ya angalau siku ${TERMS_NOTICE_DAYS} kwa barua pepe na kwenye ukurasa huu kabla hayajaanza kutumika.`,
    ],
  },
  {
    id: 'law',
    title: '9. Sheria inayotumika',
    paragraphs: ['Masharti haya yanaongozwa na sheria za Kenya, na mahakama za Nairobi zina mamlaka. Maswali: legal@nafasi.co.ke.'],
  },
];
