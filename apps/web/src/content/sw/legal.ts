import type { LegalSection } from '../legal';

/** Sera ya faragha na masharti ya matumizi, kwa Kiswahili (tarehe ile ile ya mwisho kusasishwa; content.test.ts hulinganisha siku). */
export const LEGAL_UPDATED = '15 Januari 2025';
export const TERMS_NOTICE_DAYS = 30;

/** Sera ya faragha ilibadilika baada ya masharti: ina tarehe yake. */
export const PRIVACY_UPDATED = '6 Desemba 2026';

export const PRIVACY: LegalSection[] = [
  {
    id: 'who-we-are',
    title: '1. Sisi ni nani',
    paragraphs: [
      'Nafasi Technologies Ltd ("Nafasi", "sisi") inaendesha soko la Nafasi la kuweka nafasi kwa saa nchini Kenya. Sisi ndio wadhibiti wa data binafsi inayoelezwa hapa, na tumesajiliwa na Ofisi ya Kamishna wa Ulinzi wa Data (ODPC) chini ya Sheria ya Ulinzi wa Data, 2019. Afisa wetu wa ulinzi wa data anapatikana kupitia privacy@nafasi.co.ke.',
    ],
  },
  {
    id: 'what-we-collect',
    title: '2. Tunachokusanya',
    paragraphs: [
      'Data ya akaunti: jina lako, anwani ya barua pepe, namba ya simu ukiitoa, nenosiri lililofichwa kwa hash (hatulioni nenosiri lenyewe), picha yako ukiiweka na, ukiingia kwa Google, barua pepe iliyothibitishwa ya akaunti yako ya Google.',
      'Data ya uhifadhi: maeneo unayoyahifadhi, saa, kiasi, namba za M-Pesa na risiti za malipo yako, uhamisho wa benki, marejesho na ankara; kwa kampuni, jina lake, PIN ya KRA na anwani. Hatupokei kamwe PIN yako ya M-Pesa.',
      'Data ya matangazo, kwa wenyeji: anwani ya eneo, picha na bei, namba au akaunti yako ya malipo, na PIN yako ya KRA kwa ajili ya kodi.',
      'Unachoandika: ujumbe kwa wenyeji na wageni, gumzo za vyumba vya mikutano, maoni, machapisho ya jukwaa na fomu ya mawasiliano.',
      'Data ya kiufundi: vifaa ulivyoingia navyo, na anwani yako ya IP kwa mipaka ya maombi; kumbukumbu zetu huhifadhi sehemu ya mtandao wake tu (sehemu ya mwisho huondolewa), kamwe si anwani nzima.',
    ],
  },
  {
    id: 'how-we-use',
    title: '3. Kwa nini tunaitumia, na kwa msingi gani',
    paragraphs: [
      'Akaunti yako, uhifadhi, ujumbe na barua pepe ambazo uhifadhi unahitaji: kutekeleza mkataba wetu nawe (kif. 30(1)(b)(i)).',
      'Malipo, ankara, eTIMS ya KRA na kodi ya malipo kwa wenyeji: kwa sababu sheria ya Kenya inataka hivyo (Sheria ya VAT, Sheria ya Kodi ya Mapato na Sheria ya Taratibu za Kodi; kif. 30(1)(b)(iii)).',
      'Usalama, kuzuia ulaghai, mipaka ya maombi na kumbukumbu ya ukaguzi ya wanachofanya na kusoma wasimamizi wetu: maslahi yetu halali katika soko salama (kif. 30(1)(b)(vi)).',
      'Barua pepe za hiari (vikumbusho, mialiko ya kutoa maoni, ujumbe ambao haujasomwa): sehemu ya huduma, kila moja huzimwa chini ya Mipangilio → Arifa au kwa kiungo kilicho kwenye barua; kila badiliko hurekodiwa.',
      'Jarida: kwa ridhaa yako tu, inayotolewa katika Mipangilio → Faragha au kisanduku cha blogu, kamwe haiwashwi yenyewe, na huondolewa kwa urahisi uleule; tunarekodi ulichokubali, lini na kwa maneno gani. Hatuuzi data yako wala kuitumia kwa matangazo ya watu wengine.',
    ],
  },
  {
    id: 'sharing',
    title: '4. Nani anaipokea',
    paragraphs: [
      'Mwenyeji wa eneo unalohifadhi anaona jina lako na uhifadhi; wageni wanaona jina la mwenyeji na eneo. Namba za simu na anwani za barua pepe hufichwa katika ujumbe hadi uhifadhi kati yenu ulipwe.',
      'Safaricom PLC (M-Pesa, nchini Kenya) hupokea namba ya simu, kiasi na nambari ya uhifadhi ya kila malipo, rejesho na malipo kwa mwenyeji. Mamlaka ya Mapato ya Kenya hupokea kila ankara kupitia eTIMS, pamoja na PIN ya kampuni kampuni inapoweka nafasi.',
      'Wachakataji wetu, waliofungwa kwa mkataba kutumia data yako kwa ajili yetu tu: huduma ya kutuma barua pepe zetu (anwani yako na barua); hifadhi ya faili inayoshikilia picha; seva ya vigae vya ramani (ya OpenStreetMap kwa chaguo-msingi), inayopokea anwani ya IP ya kivinjari chako na eneo la ramani inaloonyesha; na Google, ukichagua tu kuingia kwa Google.',
      'Tunatoa data kwa mamlaka pale tu sheria ya Kenya inapotaka.',
    ],
  },
  {
    id: 'transfers',
    title: '5. Data inayotoka nje ya Kenya',
    paragraphs: [
      'Kuingia kwa Google (Marekani), vigae vya ramani (seva za OpenStreetMap barani Ulaya), na, kutegemea mtoa huduma tunayetumia, utumaji wa barua pepe na hifadhi ya picha vinaweza kuchakata data nje ya Kenya. Tunatuma tu kinachohitajika na kila mmoja, chini ya mikataba yenye masharti ya ulinzi wa data kama vifungu 48 hadi 50 vya Sheria vinavyotaka, kwa nchi na watoa huduma wenye kinga za kutosha; kuingia kwa Google ni chaguo lako, na unaweza kutumia nenosiri badala yake. Malipo ya M-Pesa na ankara za KRA hubaki Kenya.',
    ],
  },
  {
    id: 'retention',
    title: '6. Tunaihifadhi kwa muda gani',
    paragraphs: [
      'Akaunti yako, kwa muda wote ikiwa wazi. Uhifadhi, malipo na ankara, kwa miaka mitano, kama Sheria ya Taratibu za Kodi inavyotaka (bila jina lako, barua pepe au simu baada ya akaunti yako kufutwa).',
      'Akaunti zisizothibitishwa ambazo hazikuweka chochote: siku 30. Arifa: mwaka mmoja. Mazungumzo: miaka miwili baada ya ujumbe wake wa mwisho. Gumzo za vyumba vya mikutano: mwaka mmoja. Ujumbe wa mawasiliano: miaka miwili. Kuingia kulikoisha na viungo vilivyotumika: wiki moja. Kazi maalum huondoa kila kimoja muda wake ukifika.',
    ],
  },
  {
    id: 'rights',
    title: '7. Haki zako',
    paragraphs: [
      'Chini ya vifungu 26 na 38 hadi 40 vya Sheria unaweza kuona, kuchukua, kusahihisha na kufuta data yako, kupinga matumizi yake na kuondoa ridhaa. Katika Mipangilio → Faragha: “Pakua data yangu” (kumbukumbu moja ya yote tunayoshikilia kukuhusu, ikiwemo lini wasimamizi wetu waliiangalia), chaguo la jarida na “Futa akaunti yangu”. Sahihisha jina na picha yako katika Mipangilio; kwa jingine lolote, tuandikie privacy@nafasi.co.ke na tutajibu ndani ya siku saba.',
      'Unaweza kuwasilisha malalamiko kwa Ofisi ya Kamishna wa Ulinzi wa Data (odpc.go.ke).',
    ],
  },
  {
    id: 'cookies',
    title: '8. Vidakuzi na kivinjari chako',
    paragraphs: [
      'Tunaweka kidakuzi kimoja: lugha uliyochagua, kwa mwaka mmoja. Kuingia kwako na uhifadhi wako uliowekwa kwa matumizi bila mtandao hukaa kwenye hifadhi ya kivinjari chako na huondolewa unapotoka au akaunti yako inapofutwa. Hatutumii vidakuzi vya matangazo wala vya takwimu, kwa hiyo hakuna cha kukubali.',
    ],
  },
  {
    id: 'security',
    title: '9. Usalama na uvunjaji wa data',
    paragraphs: [
      'Tunasimba trafiki kwa TLS, tunaficha manenosiri kwa Argon2id, tunazuia ufikiaji kwa wafanyakazi wanaouhitaji tu na kurekodi kila kitendo cha usimamizi; msimamizi husoma mazungumzo yaliyoripotiwa baada ya kutoa sababu tu, inayorekodiwa. Uvunjaji ukihatarisha data yako tunamjulisha Kamishna wa Data ndani ya saa 72 na wewe bila kuchelewa, tukieleza kilichotokea na la kufanya. Tazama ukurasa wetu wa Usalama kwa maelezo.',
    ],
  },
  {
    id: 'changes',
    title: '10. Mabadiliko na mawasiliano',
    paragraphs: [
      'Tutachapisha badiliko lolote hapa na kusasisha tarehe iliyo juu; kwa mabadiliko makubwa tutakutumia pia barua pepe. Maswali: privacy@nafasi.co.ke, au Nafasi Technologies Ltd, The Mirage, Waiyaki Way, Westlands, Nairobi.',
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
      'Unaweza kughairi uhifadhi kupitia dashibodi yako hadi saa 24 kabla haujaanza. Kila mwenyeji anaweza kuweka masharti ya ziada, yanayoonyeshwa kwenye ukurasa wa eneo. Uhifadhi uliothibitishwa unaweza kuhamishwa hadi muda mwingine ulio wazi wa urefu ule ule.',
    ],
  },
  {
    id: 'owners',
    title: '5. Wenyeji',
    paragraphs: [
      'Wenyeji lazima wawe na haki ya kukodisha maeneo yao, wayaeleze kwa ukweli, wayaweke salama na waheshimu uhifadhi uliothibitishwa. Matangazo hukaguliwa kabla ya kuonekana na yanaweza kuondolewa yakivunja masharti haya.',
    ],
  },
  {
    id: 'conduct',
    title: '6. Mwenendo',
    paragraphs: [
      'Usitumie maeneo vibaya, usiwanyanyase wengine katika gumzo au mikutano, usiweke maudhui yaliyo kinyume cha sheria, usijaribu kuvunja usalama wa huduma wala kunakili data yake kwa mashine. Tunaweza kusimamisha akaunti zinazofanya hivyo.',
    ],
  },
  {
    id: 'liability',
    title: '7. Dhima',
    paragraphs: [
      'Nafasi ni soko: mwenyeji ndiye anayetoa eneo. Kwa kiwango ambacho sheria ya Kenya inaruhusu, dhima yetu kwa dai lolote haizidi ada ulizotulipa katika miezi mitatu kabla ya dai hilo.',
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
