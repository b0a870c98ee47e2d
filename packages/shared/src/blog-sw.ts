import type { BlogPost } from './blog';

/** What a post says in another language: its words (the id, author, category, banner and day stay). */
export type PostWords = Pick<BlogPost, 'title' | 'excerpt' | 'date' | 'readTime' | 'tags' | 'body'>;

/** Makala za blogu kwa Kiswahili, kwa kitambulisho cha kila makala (blog.test.ts hulinganisha muundo). */
export const BLOG_POSTS_SW: Record<string, PostWords> = {
  'flexible-work-nairobi': {
    title: 'Jinsi maeneo ya kazi yanayonyumbulika yanavyobadilisha kazi Nairobi',
    excerpt:
      'Timu zilizowahi kutia sahihi mikataba ya miaka mitano sasa zinaweka vyumba vya bodi kwa saa. Tuliangalia mwaka mzima wa uhifadhi kuona ni nani anahamia, kwa nini, na maana yake kwa wamiliki wa majengo kando ya Waiyaki Way na Upper Hill.',
    date: '12 Januari 2025',
    readTime: 'Dakika 6 za kusoma',
    tags: ['Mustakabali wa kazi', 'Nairobi', 'Coworking', 'Majengo'],
    body: [
      {
        paragraphs: [
          'Miaka mitano iliyopita kampuni inayokua Nairobi ilikuwa na njia moja tu ya kupata eneo kubwa zaidi: kutia sahihi mkataba mrefu, kuweka samani kwenye ghorofa nzima na kutumaini timu itaijaza. Leo kampuni nyingi hizo hizo zina ofisi ndogo ya nyumbani na huweka zilizobaki kwa saa: chumba cha bodi kwa ajili ya bodi, chumba cha mafunzo kwa wiki ya kuwakaribisha wafanyakazi wapya, ukumbi kwa mkutano wa mwaka.',
          'Tuliangalia mwaka mzima wa uhifadhi kwenye Nafasi kuona ni nani anafanya mabadiliko hayo na kwa nini.',
        ],
      },
      {
        heading: 'Nani huweka kwa saa',
        paragraphs: [
          'Timu ndogo za watu watatu hadi kumi na tano ndizo huweka nafasi mara nyingi. Huweka vyumba vya mikutano kwa ajili ya wateja na usaili, kwa kawaida kwa saa mbili, mara nyingi asubuhi za Jumanne hadi Alhamisi. Wafanyakazi huru na washauri huweka meza za coworking kwa siku nzima, na timu za ubunifu huweka studio kwa vipindi virefu kuzunguka upigaji picha.',
          'Kampuni kubwa huweka mara chache lakini kwa muda mrefu zaidi: vyumba vya mafunzo kwa wiki, kumbi kwa siku. Kwao jambo kuu si bei ya saa moja, bali kutolipia ghorofa iliyo tupu miezi kumi na moja kwa mwaka.',
        ],
      },
      {
        heading: 'Kwa nini Westlands na Upper Hill zinaongoza',
        paragraphs: [
          'Maeneo ya kando ya Waiyaki Way na Upper Hill hujaa kwanza kwa sababu yako karibu na wateja walipo tayari, yenye maegesho na njia nzuri za matatu na boda. Kilimani na Lavington zinafuata, zikiwa na studio zaidi na vyumba vyenye utulivu. Nje ya Nairobi, Mombasa na Kisumu zinakua kwa kasi zaidi, mara nyingi kuanzia eneo moja linaloendeshwa vizuri ambalo watu hupendekezeana.',
        ],
      },
      {
        heading: 'Maana yake kwa wamiliki wa majengo',
        paragraphs: [
          'Ghorofa inayokodishwa kwa saa hupata kidogo siku tulivu na zaidi wiki yenye shughuli, na humtaka mwenyeji zaidi: vyumba safi kati ya uhifadhi, Wi-Fi inayofanya kazi, mtu wa kufungua mlango. Wamiliki wanaofanikiwa huchukulia chumba cha mikutano kama hoteli ndogo: sheria zilizo wazi, majibu ya haraka na picha ya kweli ya chumba.',
          'Mahitaji yapo. Nafasi zinazoonyesha upatikanaji wao halisi, zinazojibu ndani ya saa moja na kuweka chai ikiwa moto ndizo zinazowekwa tena na tena.',
        ],
      },
    ],
  },
  'first-photo-shoot-studio': {
    title: 'Mambo 7 ya kukagua kabla ya kuweka studio ya picha',
    excerpt:
      'Mwanga wa asili, mandhari, soketi za umeme na maegesho: orodha kutoka kwa wapiga picha wa Kenya waliojifunza kwa njia ngumu, ili uhifadhi wako wa kwanza wa studio uende sawa.',
    date: '5 Januari 2025',
    readTime: 'Dakika 4 za kusoma',
    tags: ['Upigaji picha', 'Studio', 'Orodha ya ukaguzi'],
    body: [
      {
        paragraphs: [
          'Tuliwauliza wapiga picha wa Nairobi, Mombasa na Nakuru wangependa wangekagua nini kabla ya uhifadhi wao wa kwanza wa studio. Mambo saba yalijitokeza tena na tena.',
        ],
      },
      {
        heading: 'Orodha ya ukaguzi',
        paragraphs: [
          '1. Mwanga. Uliza madirisha yanaelekea wapi na jua huyafikia saa ngapi. Studio yenye mwanga mzuri wa asubuhi inaweza kukosa uhai ifikapo saa tisa alasiri. Ukitumia taa za flashi, uliza kama madirisha yanaweza kuzibwa kabisa.',
          '2. Mandhari. Mikunjo ya karatasi nyeupe, kijivu na nyeusi ni ya kawaida; ya rangi na ukuta wa cyclorama si ya kawaida. Uliza kilichojumuishwa na kama unaweza kutumia zako.',
          '3. Umeme. Hesabu soketi zilizo karibu na unapopiga picha na uliza kinachotokea umeme ukikatika. Jenereta au inverter huokoa kazi ya siku.',
          '4. Nafasi ya kufanyia kazi. Chumba kinachotosha seti hakitoshi kila mara timu, kibanio cha nguo na mteja. Uliza ukubwa wa sakafu na urefu wa dari.',
          '5. Maegesho na kupakua. Stendi na masanduku ni mazito. Uliza utaegesha wapi na lifti au ngazi ziko umbali gani kutoka mlangoni.',
          '6. Muda kati ya uhifadhi. Kuandaa na kuondoa vifaa huchukua muda. Weka saa moja kabla na baada ya unayohitaji, au uliza kama mwenyeji huacha pengo kati ya uhifadhi.',
          '7. Sheria. Mashine za moshi, chakula, muziki wa sauti ya juu na wanyama vipenzi huruhusiwa katika studio nyingine na si nyingine. Soma sheria za nyumba kabla ya kuleta chochote kati ya hivyo.',
        ],
      },
      {
        heading: 'Kabla hujalipa',
        paragraphs: [
          'Mtumie mwenyeji ujumbe kupitia Nafasi na maswali yako kabla ya kuweka: majibu hubaki pamoja na uhifadhi, na unalipa tu ukishakuwa na uhakika chumba kinafaa kazi yako.',
        ],
      },
    ],
  },
  'mombasa-community-meetup': {
    title: 'Tulichojifunza katika mkutano wetu wa kwanza wa jumuiya Mombasa',
    excerpt: 'Wafanyakazi huru, wenyeji na waanzilishi arobaini walikutana Nyali kuzungumzia kufanya kazi pwani. Haya ndiyo mawazo tunayojenga sasa.',
    date: '18 Desemba 2024',
    readTime: 'Dakika 3 za kusoma',
    tags: ['Mombasa', 'Matukio', 'Jumuiya'],
    body: [
      {
        paragraphs: [
          'Watu arobaini walikuja kwenye jioni yetu ya kwanza ya jumuiya Nyali: wafanyakazi huru wanaofanyia kazi mikahawani, wenye studio na vyumba vya mikutano, na waanzilishi wa timu ndogo wanaotafuta mahali pa kukutana na wateja. Tuliwauliza kufanya kazi pwani kunahitaji nini ambacho Nairobi haihitaji.',
        ],
      },
      {
        heading: 'Tulichosikia',
        paragraphs: [
          'Joto lilikuja kwanza. Wageni wanataka kujua kabla ya kuweka kama chumba kina kiyoyozi, kwa hiyo ni huduma ambayo eneo linaweza kuonyesha na utafutaji unaweza kuiuliza. Wenyeji walio na jenereta husema hivyo katika maelezo yao, na wageni hutafuta neno hilo.',
          'Wenyeji waliomba uhifadhi mfupi zaidi katika miezi tulivu na mrefu zaidi msimu wa likizo. Kila eneo sasa linaweza kuweka uhifadhi wake mfupi zaidi na mrefu zaidi, saa zake za kufungua na taarifa linalohitaji mapema.',
          'Wafanyakazi huru wengi hufanya kazi saa zisizo za kawaida kwa wateja wa nje ya nchi. Waliomba nafasi zilizo wazi mapema na hadi usiku, ambazo wenyeji sasa wanaweza kuweka siku kwa siku.',
        ],
      },
      {
        heading: 'Kinachofuata',
        paragraphs: [
          'Tutakutana tena mwaka mpya, safari hii katika mji wa kale. Kama una eneo pwani na ungependa kuandaa jioni inayofuata, tuandikie kupitia ukurasa wa mawasiliano.',
        ],
      },
    ],
  },
  'mpesa-booking-safety': {
    title: 'Kulipia uhifadhi kwa usalama kwa M-Pesa',
    excerpt:
      'Taja nambari ya uhifadhi wako kila mara, usimpe mtu PIN yako, na kagua jina la anayelipwa. Jinsi Nafasi inavyothibitisha malipo, na jinsi ya kumtambua tapeli.',
    date: '2 Desemba 2024',
    readTime: 'Dakika 5 za kusoma',
    tags: ['M-Pesa', 'Usalama', 'Malipo'],
    body: [
      {
        paragraphs: [
          'Uhifadhi mwingi kwenye Nafasi hulipwa kwa M-Pesa. Hivi ndivyo malipo yanavyofikia uhifadhi sahihi, tusichowahi kukuomba, na jinsi ya kumtambua mtu anayejaribu kuchukua pesa zako.',
        ],
      },
      {
        heading: 'Kulipa kwenye simu yako',
        paragraphs: [
          'Njia rahisi zaidi ni "Lipa kwenye simu yako". Nafasi huiomba Safaricom kutuma ombi la malipo kwa namba yako; simu yako huonyesha kiasi na biashara inayolipwa, nawe unakubali kwa PIN yako. Uhifadhi wako huthibitishwa Safaricom ikituambia malipo yamepita, kwa kawaida ndani ya sekunde chache.',
        ],
      },
      {
        heading: 'Kulipa kwa Paybill',
        paragraphs: [
          'Ukilipa kutoka kwenye menyu ya M-Pesa badala yake, chagua Lipa na M-Pesa, kisha Paybill, weka namba ya biashara inayoonyeshwa pamoja na uhifadhi wako na, kama nambari ya akaunti, nambari ya uhifadhi wako. Nambari hiyo ndiyo inayofikisha ripoti ya Safaricom kwenye uhifadhi wako: malipo yasiyo nayo, au ya kiasi tofauti, hayawezi kulinganishwa na hurudishwa kwako.',
        ],
      },
      {
        heading: 'Tusichowahi kukuomba',
        paragraphs: [
          'Hakuna mtu wa Nafasi atakayewahi kukuomba PIN yako ya M-Pesa, kukuomba kutuma pesa kwa namba ya mtu binafsi, wala kukuomba kulipa nje ya Nafasi. Mwenyeji anayekuomba umlipe moja kwa moja anavunja sheria; tuambie kupitia kituo cha msaada.',
          'Maelezo ya mawasiliano katika ujumbe hubaki yamefichwa hadi uhifadhi ulipwe, ili mgeni asiyejulikana asiweze kuhamishia mazungumzo mahali ambapo hatuwezi kukusaidia.',
        ],
      },
      {
        heading: 'Kitu kikienda vibaya',
        paragraphs: [
          'Kama pesa zimetoka kwenye M-Pesa yako lakini uhifadhi wako bado unasema unasubiri, hifadhi ujumbe wa M-Pesa na uwasiliane na msaada: kila malipo ambayo Safaricom hutuarifu hulinganishwa na uhifadhi au hurudishwa, na timu yetu inaweza kuona yote mawili.',
        ],
      },
    ],
  },
  'price-your-space': {
    title: 'Kupanga bei ya eneo lako kwa saa: mwongozo kwa wenyeji',
    excerpt:
      'Jinsi ya kuweka bei ya saa kwa KSH inayojaza kalenda yako bila kuiuza kwa bei ya chini, ukitumia bei za maeneo kama lako mtaani kwako na nyakati ambazo mahitaji ni makubwa.',
    date: '20 Novemba 2024',
    readTime: 'Dakika 7 za kusoma',
    tags: ['Wenyeji', 'Bei', 'Mapato', 'Miongozo'],
    body: [
      {
        paragraphs: ['Bei sahihi ya saa hujaza kalenda yako bila kuacha pesa mezani. Hivi ndivyo wenyeji wanaofanikiwa kwenye Nafasi wanavyoweka zao.'],
      },
      {
        heading: 'Anza na kilicho karibu nawe',
        paragraphs: [
          'Tafuta kwenye Nafasi maeneo ya aina yako mtaani kwako na uandike bei zao na jinsi kalenda zao zinavyoonekana kujaa. Chumba cha bodi Westlands na kingine Thika Road ni masoko tofauti; linganisha na maeneo ambayo wageni wako wangechagua kati yake.',
        ],
      },
      {
        heading: 'Hesabu gharama halisi ya saa moja',
        paragraphs: [
          'Jumlisha mwezi mmoja wa kodi, umeme, intaneti, usafi na muda ambao mtu hutumia kufungua na kufunga chumba. Gawanya kwa saa unazoweza kukodisha kwa uhalisia, si saa ulizo wazi. Namba hiyo ndiyo sakafu yako: chini yake kila uhifadhi unakugharimu pesa.',
          'Kumbuka ada ya Nafasi hutolewa kwenye uhifadhi kabla ya malipo yako, na kwamba bei wanayoona wageni inajumuisha kodi.',
        ],
      },
      {
        heading: 'Tumia kalenda, si bei peke yake',
        paragraphs: [
          'Uhifadhi mfupi zaidi wa saa mbili huzuia siku kukatwa vipande vya nusu saa visivyokodishika. Pengo kati ya uhifadhi humpa msafishaji wako muda. Kutaka taarifa ya siku moja mapema hukuwezesha kukataa ombi la usiku wa manane ambalo huna mtu wa kulihudumia. Sheria hizi mara nyingi huleta zaidi ya bei ya chini.',
        ],
      },
      {
        heading: 'Kagua kila mwezi',
        paragraphs: [
          'Kama asubuhi zako za siku za kazi hujaa kila mara, huenda bei yako iko chini sana. Kama hujapata uhifadhi kwa wiki tatu, angalia picha na maelezo yako kabla ya kupunguza bei: wageni huweka mahali wanapoweza kujiona wakiwa.',
        ],
      },
    ],
  },
  'designing-small-meeting-rooms': {
    title: 'Kubuni chumba kidogo cha mikutano ambacho watu hupenda kuweka',
    excerpt: 'Paneli za kuzuia mwangwi, skrini inayofanya kazi tu, viti unavyoweza kukaa kwa saa tatu: mambo ya ubunifu yanayoleta maoni ya nyota tano.',
    date: '8 Novemba 2024',
    readTime: 'Dakika 5 za kusoma',
    tags: ['Ubunifu wa ndani', 'Vyumba vya mikutano', 'Maoni'],
    body: [
      {
        paragraphs: [
          'Tulisoma kila maoni ya vyumba vya mikutano vilivyokadiriwa juu zaidi kwenye Nafasi ili kujua wageni huona nini. Wachache hutaja rangi ya ukuta. Karibu wote hutaja sauti, skrini na viti.',
        ],
      },
      {
        heading: 'Sauti kwanza',
        paragraphs: [
          'Vyumba vidogo vyenye kuta ngumu hutoa mwangwi, na simu kutoka humo husikika kama bafuni. Paneli za sauti, zulia na mapazia hurekebisha mengi kwa gharama ndogo. Mlango unaofungika vizuri ni muhimu vilevile: wageni wanaojadili mishahara hawataki watu wa korido wasikie.',
        ],
      },
      {
        heading: 'Skrini inayofanya kazi tu',
        paragraphs: [
          'Kila dakika ambayo timu hutumia kutafuta waya sahihi ni dakika ya uhifadhi wao iliyopotea. Acha waya wa HDMI na wa USB-C mezani, weka lebo kwenye rimoti, na andika nenosiri la Wi-Fi mahali kila mtu anapoweza kuliona.',
        ],
      },
      {
        heading: 'Viti vya saa tatu',
        paragraphs: [
          'Uhifadhi wa saa mbili mara nyingi huwa saa tatu. Viti vinavyopendeza kwenye picha lakini vinauma baada ya dakika arobaini huonekana kwenye maoni. Chagua viti ambavyo wewe mwenyewe ungekalia mchana mzima.',
        ],
      },
      {
        heading: 'Mwanga na hewa',
        paragraphs: [
          'Mwanga wa mchana huwaweka watu macho; hewa pia. Dirisha linalofunguka, feni tulivu au kiyoyozi, na mapazia ya madirisha kwa ajili ya skrini hufanya chumba ambacho watu hurudi.',
        ],
      },
    ],
  },
};
