import type { HelpCategory } from '../help';

/** Msaada: makundi 4, kila moja na makala zake (zinafunguka kwenye kurasa zao, /help/:slug). */
export const HELP_CATEGORIES: HelpCategory[] = [
  {
    icon: 'calendar',
    title: 'Kuweka nafasi',
    text: 'Kutafuta, kuweka nafasi, kubadilisha na kughairi.',
    topic: 'booking',
  },
  {
    icon: 'wallet',
    title: 'Malipo na ankara',
    text: 'M-Pesa, misimbo ya uthibitisho na ankara.',
    topic: 'payments',
  },
  {
    icon: 'building',
    title: 'Kuorodhesha eneo lako',
    text: 'Kuwa mmiliki na kusimamia matangazo.',
    topic: 'listing',
  },
  {
    icon: 'user',
    title: 'Akaunti na usalama',
    text: 'Kuingia, manenosiri na faragha.',
    topic: 'account',
  },
];

/** Msaada: maswali 5 yanayoulizwa mara kwa mara. */
export const HELP_FAQ = [
  {
    q: 'Ninaghairije uhifadhi?',
    a: 'Fungua dashibodi yako na uchague Ghairi kwenye uhifadhi. Uhifadhi uliothibitishwa unaweza kughairiwa hadi saa 24 kabla ya kuanza; kila mmiliki anaweza kuongeza sera yake juu ya hii.',
  },
  {
    q: 'Ninalipaje?',
    a: 'Kwa M-Pesa. Baada ya kuweka nafasi, chagua Lipa kwa M-Pesa na uweke PIN yako simu ikikuomba. Unaweza pia kulipa kupitia menyu ya M-Pesa: nambari ya biashara na ya akaunti (au till) za kutumia zinaonyeshwa pamoja na uhifadhi wako, kwenye barua pepe ya uhifadhi na kwenye ankara yako. Kadi kuu, PayPal na uhamisho wa benki vinakuja.',
  },
  {
    q: 'Uhifadhi wangu unathibitishwa lini?',
    a: 'Mara M-Pesa inaporipoti malipo yako, kwa kawaida ndani ya dakika moja baada ya kuweka PIN. Malipo ya till yanathibitishwa ukishaweka msimbo wake wa M-Pesa kwenye ukurasa wa uhifadhi wako. Uhifadhi ambao haujalipiwa hushikilia muda huo kwa saa 24.',
  },
  {
    q: 'Kwa nini tangazo langu bado halipatikani?',
    a: 'Kila tangazo jipya hukaguliwa na timu yetu, kwa kawaida ndani ya siku moja ya kazi. Utaona uamuzi, na sababu yoyote, kwenye dashibodi yako.',
  },
  {
    q: 'Ninafikiaje msaada?',
    a: 'Msaada uko wazi saa 24 kila siku kwa barua pepe, simu na gumzo la moja kwa moja. Tumia Anza Gumzo la Moja kwa Moja kwenye ukurasa huu, au fomu ya mawasiliano; tunajibu ndani ya saa 24.',
  },
] as const;
