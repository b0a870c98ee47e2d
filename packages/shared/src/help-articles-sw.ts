import { CANCELLATION_NOTICE_HOURS } from './booking-policy.ts';
import type { HelpArticleWords } from './help-articles.ts';

/** Makala za kituo cha msaada kwa Kiswahili, kwa slug ya kila moja (help-articles.ts ina za Kiingereza). */
export const HELP_ARTICLES_SW: Record<string, HelpArticleWords> = {
  'book-a-space': {
    title: 'Jinsi ya kuweka nafasi kwa saa',
    summary: 'Tafuta eneo, chagua siku na saa, na ulishikilie unapolipa.',
    sections: [
      {
        steps: [
          'Tafuta kwa mahali, au vinjari kundi, na ufungue eneo linalokufaa.',
          'Chagua Weka Nafasi Sasa, kisha siku na saa. Unaweza kuchagua tu saa ambazo eneo liko wazi na halijachukuliwa.',
          'Angalia muhtasari: saa, bei kwa saa na jumla kwa shilingi.',
          'Thibitisha. Maeneo mengi hukushikilia muda unapolipa; wenyeji wengine hujibu ombi kwanza, na ukurasa unasema lipi.',
        ],
      },
      {
        heading: 'Baada ya kuweka nafasi',
        paragraphs: [
          'Uhifadhi wako uko kwenye dashibodi yako pamoja na nambari yake ya marejeleo. Unathibitishwa malipo yakifika, na unapokea barua pepe yenye maelezo na faili la kalenda.',
        ],
      },
    ],
    action: 'Tafuta eneo',
  },
  'change-booking-time': {
    title: 'Kubadilisha muda wa uhifadhi',
    summary: 'Hamisha uhifadhi uliothibitishwa kwenda muda mwingine ulio wazi wa urefu ule ule, kwa bei ile ile.',
    sections: [
      {
        steps: [
          'Fungua dashibodi yako na utafute uhifadhi.',
          'Chagua Badilisha. Inapatikana kwa uhifadhi uliothibitishwa ambao haujaanza.',
          'Chagua siku mpya na saa ya kuanza. Uhifadhi unabaki na urefu na bei yake.',
          'Chagua Hamisha uhifadhi. Mwenyeji anaona muda mpya, nawe unaupokea kwa barua pepe.',
        ],
      },
      {
        paragraphs: ['Unahitaji saa zaidi au chache? Ghairi ndani ya sera na uweke nafasi upya, au muulize mwenyeji kutoka ukurasa wa eneo.'],
      },
    ],
    action: 'Fungua uhifadhi wako',
  },
  'cancel-booking': {
    title: 'Kughairi uhifadhi',
    summary: `Ghairi ombi au uhifadhi ambao haujalipwa wakati wowote, na uliothibitishwa hadi saa ${CANCELLATION_NOTICE_HOURS} kabla ya kuanza.`,
    sections: [
      {
        steps: ['Fungua dashibodi yako na utafute uhifadhi.', 'Chagua Ghairi, soma kitakachotokea, na uthibitishe.'],
      },
      {
        heading: 'Pesa zako',
        paragraphs: [
          `Uhifadhi uliolipwa na kughairiwa angalau saa ${CANCELLATION_NOTICE_HOURS} kabla hurejeshewa kwenye nambari ya M-Pesa iliyolipa. Kisha uhifadhi unasema Imerejeshwa, pamoja na risiti ya M-Pesa ikishatumwa.`,
          `Ndani ya saa ${CANCELLATION_NOTICE_HOURS} kabla ya kuanza, uhifadhi uliothibitishwa hauwezi tena kughairiwa hapa; mwandikie mwenyeji au timu ya msaada.`,
        ],
      },
    ],
    action: 'Fungua uhifadhi wako',
  },
  'leave-a-review': {
    title: 'Kutoa maoni baada ya ziara yako',
    summary: 'Pima eneo uhifadhi wako ukishaisha, ili kumsaidia mgeni anayefuata kuchagua.',
    sections: [
      {
        steps: [
          'Uhifadhi wako ukishaisha, fungua dashibodi yako.',
          'Chagua Toa maoni kwenye uhifadhi.',
          'Toa nyota moja hadi tano na, ukipenda, maoni, kisha tuma.',
        ],
      },
      {
        paragraphs: [
          'Kila uhifadhi unaweza kupimwa mara moja. Ni wageni tu waliohifadhi na kufika wanaoweza kutoa maoni, kwa hiyo kila kipimo kinatoka kwenye ziara halisi.',
        ],
      },
    ],
    action: 'Fungua uhifadhi wako',
  },
  'pay-with-mpesa': {
    title: 'Kulipia uhifadhi kwa M-Pesa',
    summary: 'Lipa kwenye simu yako kwa PIN yako ya M-Pesa; uhifadhi unathibitishwa mara M-Pesa inaporipoti.',
    sections: [
      {
        steps: [
          'Kwenye uhifadhi wako, chagua Lipa kwa M-Pesa.',
          'Weka nambari ya Safaricom itakayolipa, na utume.',
          'Simu yako inaomba PIN yako ya M-Pesa. Iweke ili kuidhinisha kiasi kamili.',
          'Uhifadhi unakuwa Umethibitishwa, kwa kawaida ndani ya dakika moja, na risiti iko kwenye ankara yako.',
        ],
      },
      {
        heading: 'Kulipa kupitia menyu ya M-Pesa',
        paragraphs: [
          'Unaweza pia kulipa kupitia Lipa na M-Pesa: nambari ya biashara na ya akaunti (au till) zinaonyeshwa pamoja na uhifadhi wako, kwenye barua pepe ya uhifadhi na kwenye ankara yako.',
        ],
      },
    ],
    action: 'Fungua uhifadhi wako',
  },
  'mpesa-code': {
    title: 'Kuweka msimbo wako wa uthibitisho wa M-Pesa',
    summary: 'Umelipa kwa till? Weka msimbo kutoka ujumbe wa M-Pesa ili tuulinganishe na uhifadhi wako.',
    sections: [
      {
        steps: [
          'Tafuta ujumbe wa uthibitisho kutoka M-Pesa. Msimbo ni herufi na tarakimu kumi zilizo mwanzoni mwake, kama QJK3L5M7NP.',
          'Fungua dashibodi yako na uhifadhi ambao haujalipwa.',
          'Andika msimbo chini ya Msimbo wa muamala wa M-Pesa na uutume.',
        ],
      },
      {
        paragraphs: [
          'Uhifadhi unathibitishwa M-Pesa inaporipoti malipo hayo kwa ajili yake. Msimbo ambao mtu ameshautumia, au ambao M-Pesa haijawahi kuuripoti, hauthibitishi uhifadhi.',
        ],
      },
    ],
    action: 'Fungua uhifadhi wako',
  },
  'download-invoice': {
    title: 'Kupakua ankara',
    summary: 'Kila uhifadhi una ankara unayoweza kuchapisha au kuhifadhi kama PDF.',
    sections: [
      {
        steps: [
          'Fungua dashibodi yako na utafute uhifadhi.',
          'Chagua Ankara. Inaonyesha saa, bei kwa saa, kiasi na risiti ya M-Pesa.',
          'Chagua Chapisha ankara, na uichapishe au uihifadhi kama PDF kutoka dirisha la kuchapisha.',
        ],
      },
    ],
    action: 'Fungua uhifadhi wako',
  },
  'pricing-plans': {
    title: 'Mipango ya bei na yaliyomo',
    summary: 'Wageni huweka nafasi bure; wamiliki huchagua mpango unaolingana na idadi ya maeneo wanayoorodhesha.',
    sections: [
      {
        paragraphs: [
          'Kuweka nafasi hakumgharimu mgeni chochote zaidi ya bei ya saa. Wamiliki hulipa kulingana na mpango wao; ukurasa wa bei unaorodhesha yaliyomo katika kila mpango.',
        ],
      },
    ],
    action: 'Tazama mipango',
  },
  'become-an-owner': {
    title: 'Kuwa mmiliki',
    summary: 'Omba kuorodhesha maeneo kutoka wasifu wako; timu yetu inajibu, nawe unaambiwa kwa barua pepe.',
    sections: [
      {
        steps: [
          'Ingia na ufungue wasifu wako.',
          'Chagua Kuwa mmiliki na utume ombi.',
          'Msimamizi analikagua. Unapokea barua pepe na arifa yenye jibu, na sababu ikiwa limekataliwa.',
        ],
      },
      {
        paragraphs: ['Ukishakuwa mmiliki, Orodhesha Eneo inaonekana kwenye menyu na dashibodi yako inaonyesha matangazo na mapato yako.'],
      },
    ],
    action: 'Fungua wasifu wako',
  },
  'list-a-space': {
    title: 'Kuorodhesha eneo pamoja na picha',
    summary: 'Eleza eneo, weka saa na bei yake, na uongeze picha ambazo wageni wanaweza kuziamini.',
    sections: [
      {
        steps: [
          'Chagua Orodhesha Eneo.',
          'Toa jina, maelezo, kundi, idadi ya watu linalobeba, bei kwa saa kwa shilingi na anwani.',
          'Weka saa za kufunguliwa na jinsi wageni wanavyoweka nafasi.',
          'Ongeza picha: JPEG, PNG au WebP, hadi MB 10 kila moja. Mwanga mzuri na mwonekano mpana wa chumba huwasaidia wageni kuchagua.',
          'Tuma. Linaenda kwa timu yetu kuidhinishwa.',
        ],
      },
    ],
    action: 'Orodhesha eneo',
  },
  'listing-approval': {
    title: 'Kwa nini tangazo linahitaji kuidhinishwa',
    summary: 'Kila tangazo jipya, na kila badiliko la kile wageni wanachotegemea, hukaguliwa kabla wageni hawajaliona.',
    sections: [
      {
        paragraphs: [
          'Timu yetu hukagua kwamba eneo ni halisi, limeelezwa kwa kweli na bei yake iko kwa shilingi, kwa kawaida ndani ya siku moja ya kazi. Unapokea barua pepe na arifa linapoanza kuonekana, au sababu ikiwa limekataliwa; lihariri na linarudi kukaguliwa.',
        ],
      },
      {
        heading: 'Kuhariri tangazo linaloonekana',
        paragraphs: [
          'Mabadiliko ya jina, maelezo, anwani, kundi au bei yanasubiri kuidhinishwa huku toleo lililoidhinishwa likiendelea kuonekana. Saa, idadi ya watu, huduma na mahali kwenye ramani hubadilika mara moja.',
        ],
      },
    ],
    action: 'Fungua matangazo yako',
  },
  'partner-with-nafasi': {
    title: 'Kushirikiana na Nafasi',
    summary: 'Wamiliki wa majengo, waendeshaji na makampuni wanaweza kufanya kazi nasi zaidi ya tangazo moja.',
    sections: [
      {
        paragraphs: [
          'Ukisimamia majengo kadhaa, ukiendesha chapa ya kufanyia kazi pamoja, au ukitaka maeneo kwa timu yako kote Kenya, tueleze kwenye ukurasa wa washirika nasi tutawasiliana nawe ndani ya siku mbili za kazi.',
        ],
      },
    ],
    action: 'Kuwa mshirika',
  },
  'reset-password': {
    title: 'Kuweka upya nenosiri ulilosahau',
    summary: 'Pata kiungo kwa barua pepe na uchague nenosiri jipya.',
    sections: [
      {
        steps: [
          'Kwenye ukurasa wa kuingia, chagua Umesahau nenosiri?',
          'Weka anwani ya barua pepe ya akaunti yako.',
          'Fungua kiungo kwenye barua pepe tunayotuma, na uchague nenosiri jipya, imara.',
        ],
      },
      {
        paragraphs: ['Kiungo kinafanya kazi mara moja na kwa muda mfupi. Ulijisajili kwa Google? Ingia kwa Google badala yake.'],
      },
    ],
    action: 'Weka upya nenosiri lako',
  },
  'sign-out-other-devices': {
    title: 'Kutoka kwenye vifaa vingine',
    summary: 'Umepoteza simu, au uliingia kwenye kompyuta ya pamoja? Toka kila mahali isipokuwa hapa.',
    sections: [
      {
        steps: ['Fungua wasifu wako.', 'Chagua Toka kwenye vifaa vingine.'],
      },
      {
        paragraphs: ['Kila kivinjari na simu nyingine iliyoingia kwenye akaunti yako inatolewa mara moja. Kubadilisha nenosiri lako hufanya vivyo hivyo.'],
      },
    ],
    action: 'Fungua wasifu wako',
  },
  'how-we-protect-your-data': {
    title: 'Jinsi tunavyolinda data yako',
    summary: 'Jinsi akaunti, uhifadhi na malipo yako vinavyowekwa salama.',
    sections: [
      {
        paragraphs: [
          'Miunganisho imesimbwa, manenosiri huhifadhiwa tu kama hashi imara, malipo hupitia M-Pesa (hatuoni PIN yako kamwe), na mawasiliano hubaki yamefichwa kwenye jumbe hadi uhifadhi ulipwe. Ukurasa wa usalama unaeleza zaidi, na jinsi ya kuripoti tatizo.',
        ],
      },
    ],
    action: 'Soma kuhusu usalama',
  },
  'privacy-policy': {
    title: 'Sera yetu ya faragha',
    summary: 'Tunachokusanya, kwa nini, na chaguo ulizonazo.',
    sections: [
      {
        paragraphs: [
          'Sera ya faragha inaeleza data binafsi ambayo Nafasi huhifadhi, inatumika kwa nini, inashirikiwa na nani, na jinsi ya kuwasiliana nasi kuihusu.',
        ],
      },
    ],
    action: 'Soma sera ya faragha',
  },
};
