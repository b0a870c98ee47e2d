import type { SpaceCategory } from '@nafasi/shared/categories';

/** Illustration families that make-images.ts draws; each sample space names one. */
export type Scene = 'meeting' | 'studio' | 'hall' | 'coworking' | 'office';

export interface SampleSpace {
  slug: string;
  title: string;
  description: string;
  /** The same in Kiswahili (shown under /sw). */
  titleSw: string;
  descriptionSw: string;
  houseRules?: string;
  houseRulesSw?: string;
  location: string;
  /** KSH per hour. */
  hourlyRate: number;
  capacity: number;
  category: SpaceCategory;
  amenities: string[];
  ownerName: string;
  latitude: number;
  longitude: number;
  scene: Scene;
}

/** The catalogue a new installation starts with: real neighbourhoods, prices in KSH. */
export const SAMPLE_SPACES: SampleSpace[] = [
  {
    slug: 'westlands-boardroom',
    title: 'Westlands Executive Boardroom',
    description:
      'A twelve-seat boardroom on the 9th floor of a Westlands tower, with floor-to-ceiling windows over the city, a 75-inch screen and a quiet reception to greet your guests.',
    titleSw: 'Chumba cha Bodi cha Westlands',
    descriptionSw:
      'Chumba cha bodi cha watu kumi na wawili kwenye ghorofa ya 9 ya jengo refu la Westlands, chenye madirisha makubwa kutoka sakafu hadi dari yanayotazama jiji, skrini ya inchi 75 na mapokezi tulivu ya kuwakaribisha wageni wako.',
    location: 'Westlands, Nairobi',
    hourlyRate: 3500,
    capacity: 12,
    category: 'meeting-room',
    amenities: ['wifi', 'projector', 'coffee', 'parking', 'video_conferencing', 'air_conditioning'],
    ownerName: 'Wanjiru Kamau',
    latitude: -1.2676,
    longitude: 36.8108,
    scene: 'meeting',
  },
  {
    slug: 'kilimani-huddle-room',
    title: 'Kilimani Huddle Room',
    description:
      'A bright four-person room for interviews, client calls and focused planning sessions, a short walk from Yaya Centre. Whiteboard walls and good coffee included.',
    titleSw: 'Chumba Kidogo cha Mikutano Kilimani',
    descriptionSw:
      'Chumba angavu cha watu wanne kwa mahojiano, simu za wateja na vikao vya kupanga kazi, hatua chache kutoka Yaya Centre. Kuta za ubao mweupe na kahawa nzuri vimejumuishwa.',
    location: 'Kilimani, Nairobi',
    hourlyRate: 1200,
    capacity: 4,
    category: 'meeting-room',
    amenities: ['wifi', 'whiteboard', 'coffee', 'natural_light'],
    ownerName: 'Brian Otieno',
    latitude: -1.2921,
    longitude: 36.7871,
    scene: 'meeting',
  },
  {
    slug: 'upper-hill-conference',
    title: 'Upper Hill Conference Suite',
    description:
      'A 30-seat conference suite for AGMs, board retreats and training days, with a PA system, two projectors and catering from the in-house kitchen.',
    titleSw: 'Ukumbi wa Mikutano wa Upper Hill',
    descriptionSw:
      'Ukumbi wa mikutano wa viti 30 kwa mikutano mikuu ya mwaka, mapumziko ya bodi na siku za mafunzo, wenye mfumo wa vipaza sauti, projekta mbili na chakula kutoka jiko la ndani.',
    location: 'Upper Hill, Nairobi',
    hourlyRate: 7500,
    capacity: 30,
    category: 'conference_room',
    amenities: ['wifi', 'projector', 'sound_system', 'catering', 'parking', 'elevator', 'wheelchair_accessible'],
    ownerName: 'Grace Njeri',
    latitude: -1.2986,
    longitude: 36.8148,
    scene: 'meeting',
  },
  {
    slug: 'cbd-training-room',
    title: 'Kenyatta Avenue Training Room',
    description:
      'Classroom-style training room for 24 in the heart of the CBD, near the matatu stages. Individual desks, a whiteboard and a projector for workshops and exam prep.',
    titleSw: 'Chumba cha Mafunzo cha Kenyatta Avenue',
    descriptionSw:
      'Chumba cha mafunzo cha mtindo wa darasa kwa watu 24 katikati ya jiji, karibu na vituo vya matatu. Madawati ya mtu mmoja mmoja, ubao mweupe na projekta kwa warsha na maandalizi ya mitihani.',
    location: 'CBD, Nairobi',
    hourlyRate: 2800,
    capacity: 24,
    category: 'training_room',
    amenities: ['wifi', 'projector', 'whiteboard', 'air_conditioning', 'elevator'],
    ownerName: 'Peter Mwangi',
    latitude: -1.2841,
    longitude: 36.8233,
    scene: 'meeting',
  },
  {
    slug: 'gigiri-meeting-room',
    title: 'Gigiri Garden Meeting Room',
    description:
      'A calm eight-seat meeting room opening onto a garden near the UN complex. Popular with NGOs for workshops and donor meetings; video conferencing ready.',
    titleSw: 'Chumba cha Mikutano cha Bustani Gigiri',
    descriptionSw:
      'Chumba tulivu cha mikutano cha viti vinane kinachofunguka kwenye bustani karibu na makao ya Umoja wa Mataifa. Hupendwa na mashirika yasiyo ya kiserikali kwa warsha na mikutano ya wafadhili; tayari kwa mikutano ya video.',
    location: 'Gigiri, Nairobi',
    hourlyRate: 4000,
    capacity: 8,
    category: 'meeting-room',
    amenities: ['wifi', 'video_conferencing', 'coffee', 'parking', 'natural_light'],
    ownerName: 'Achieng Odhiambo',
    latitude: -1.2335,
    longitude: 36.8066,
    scene: 'meeting',
  },
  {
    slug: 'nyali-boardroom',
    title: 'Nyali Ocean View Boardroom',
    description: 'Ten seats, a sea breeze and a view of the Indian Ocean from the Nyali bridge side. Ideal for coast-based teams and visiting clients.',
    titleSw: 'Chumba cha Bodi cha Nyali Kinachotazama Bahari',
    descriptionSw: 'Viti kumi, upepo wa bahari na mandhari ya Bahari Hindi upande wa daraja la Nyali. Kinafaa kwa timu za Pwani na wateja wanaowatembelea.',
    location: 'Nyali, Mombasa',
    hourlyRate: 3000,
    capacity: 10,
    category: 'meeting-room',
    amenities: ['wifi', 'projector', 'air_conditioning', 'coffee', 'parking'],
    ownerName: 'Salim Abdalla',
    latitude: -4.0435,
    longitude: 39.7009,
    scene: 'meeting',
  },
  {
    slug: 'kilimani-photo-studio',
    title: 'Kilimani Daylight Photo Studio',
    description:
      'A 60 m² daylight studio with a white cyclorama wall, three strobes with softboxes and a makeup station. Great for product shoots, portraits and fashion.',
    titleSw: 'Studio ya Picha ya Mwanga wa Mchana Kilimani',
    descriptionSw:
      'Studio ya mita za mraba 60 yenye mwanga wa mchana, ukuta mweupe wa cyclorama, taa tatu za strobe zenye softbox na meza ya vipodozi. Bora kwa picha za bidhaa, picha za watu na mitindo.',
    houseRules: 'Shoes off on the cyclorama. Leave the studio as you found it: lights off, props back on their shelves.',
    houseRulesSw: 'Vua viatu ukiwa kwenye ukuta wa cyclorama. Acha studio kama ulivyoikuta: taa zimezimwa, vifaa vimerudishwa kwenye rafu zake.',
    location: 'Kilimani, Nairobi',
    hourlyRate: 4500,
    capacity: 10,
    category: 'creative-studio',
    amenities: ['wifi', 'natural_light', 'storage', 'sound_system', 'parking'],
    ownerName: 'Njoki Wairimu',
    latitude: -1.2903,
    longitude: 36.7838,
    scene: 'studio',
  },
  {
    slug: 'industrial-area-podcast',
    title: 'Studio 254 Podcast Room',
    description:
      'An acoustically treated podcast and voice-over room with four Shure microphones, a RodeCaster mixer and two cameras for video podcasts. An engineer is available on request.',
    titleSw: 'Chumba cha Podikasti cha Studio 254',
    descriptionSw:
      'Chumba cha podikasti na sauti kilichojengwa kuzuia mwangwi, chenye maikrofoni nne za Shure, mchanganyaji wa RodeCaster na kamera mbili za podikasti za video. Mhandisi wa sauti anapatikana ukiomba.',
    location: 'Industrial Area, Nairobi',
    hourlyRate: 2500,
    capacity: 4,
    category: 'studio_space',
    amenities: ['wifi', 'sound_system', 'air_conditioning', 'storage'],
    ownerName: 'Kevin Kiprop',
    latitude: -1.3074,
    longitude: 36.8517,
    scene: 'studio',
  },
  {
    slug: 'karen-art-workshop',
    title: 'Karen Art & Pottery Workshop',
    description:
      'A airy workshop among the trees of Karen with two pottery wheels, a kiln, long work tables and plenty of daylight for classes and creative retreats.',
    titleSw: 'Karakana ya Sanaa na Ufinyanzi Karen',
    descriptionSw:
      'Karakana yenye hewa safi katikati ya miti ya Karen, yenye magurudumu mawili ya ufinyanzi, tanuri, meza ndefu za kazi na mwanga mwingi wa mchana kwa madarasa na mapumziko ya ubunifu.',
    location: 'Karen, Nairobi',
    hourlyRate: 2000,
    capacity: 16,
    category: 'workshop_space',
    amenities: ['natural_light', 'kitchen', 'parking', 'storage', 'wifi'],
    ownerName: 'Mumbi Gathoni',
    latitude: -1.3194,
    longitude: 36.7073,
    scene: 'studio',
  },
  {
    slug: 'mombasa-old-town-studio',
    title: 'Old Town Creative Loft',
    description:
      'A Swahili-style loft in Mombasa Old Town with carved doors, high ceilings and natural light: a favourite for film scenes, fashion shoots and small music sessions.',
    titleSw: 'Roshani ya Ubunifu ya Old Town',
    descriptionSw:
      'Roshani ya mtindo wa Kiswahili katika Old Town, Mombasa, yenye milango iliyochongwa, dari za juu na mwanga wa asili: inapendwa kwa kurekodi filamu, picha za mitindo na vikao vidogo vya muziki.',
    location: 'Old Town, Mombasa',
    hourlyRate: 3200,
    capacity: 12,
    category: 'creative-studio',
    amenities: ['wifi', 'natural_light', 'sound_system', 'coffee'],
    ownerName: 'Fatma Said',
    latitude: -4.0616,
    longitude: 39.6786,
    scene: 'studio',
  },
  {
    slug: 'kisumu-music-studio',
    title: 'Lakeside Music Studio',
    description:
      'A recording studio near Lake Victoria with a live room, vocal booth and control room. Benga, gospel and hip hop artists record here every week.',
    titleSw: 'Studio ya Muziki ya Ziwani',
    descriptionSw:
      'Studio ya kurekodi karibu na Ziwa Viktoria yenye chumba cha kupigia muziki, kibanda cha sauti na chumba cha udhibiti. Wasanii wa benga, injili na hip hop hurekodi hapa kila wiki.',
    location: 'Milimani, Kisumu',
    hourlyRate: 1800,
    capacity: 6,
    category: 'studio_space',
    amenities: ['sound_system', 'air_conditioning', 'wifi', 'parking'],
    ownerName: 'Ouma Okoth',
    latitude: -0.0917,
    longitude: 34.7679,
    scene: 'studio',
  },
  {
    slug: 'lavington-event-hall',
    title: 'Lavington Garden Events Hall',
    description:
      'A glass-walled hall for up to 150 guests that opens onto a manicured lawn. Weddings, launches and end-of-year parties, with catering, a stage and ample parking.',
    titleSw: 'Ukumbi wa Sherehe wa Bustani Lavington',
    descriptionSw:
      'Ukumbi wenye kuta za vioo kwa hadi wageni 150, unaofunguka kwenye nyasi zilizotunzwa vizuri. Harusi, uzinduzi na sherehe za mwisho wa mwaka, pamoja na chakula, jukwaa na maegesho ya kutosha.',
    houseRules: 'Music off by 22:00. No confetti on the lawn. Outside caterers by arrangement with the host.',
    houseRulesSw: 'Muziki uzimwe kufikia saa nne usiku. Hakuna vikaratasi vya rangi kwenye nyasi. Wapishi wa nje kwa makubaliano na mwenyeji.',
    location: 'Lavington, Nairobi',
    hourlyRate: 18000,
    capacity: 150,
    category: 'event-hall',
    amenities: ['sound_system', 'catering', 'parking', 'kitchen', 'wheelchair_accessible', 'wifi'],
    ownerName: 'James Kariuki',
    latitude: -1.2794,
    longitude: 36.7706,
    scene: 'hall',
  },
  {
    slug: 'cbd-banquet-hall',
    title: 'City Hall Way Banquet Hall',
    description:
      'A classic 300-seat banquet hall in the CBD with chandeliers, a dance floor and a full kitchen. Suited to galas, graduations and corporate dinners.',
    titleSw: 'Ukumbi wa Karamu wa City Hall Way',
    descriptionSw:
      'Ukumbi wa karamu wa viti 300 katikati ya jiji, wenye taa za kuning’inia, sakafu ya kucheza na jiko kamili. Unafaa kwa hafla rasmi, mahafali na chakula cha jioni cha makampuni.',
    location: 'CBD, Nairobi',
    hourlyRate: 25000,
    capacity: 300,
    category: 'event_hall',
    amenities: ['sound_system', 'catering', 'kitchen', 'elevator', 'air_conditioning', 'reception'],
    ownerName: 'Esther Wambui',
    latitude: -1.2864,
    longitude: 36.8172,
    scene: 'hall',
  },
  {
    slug: 'nakuru-conference-hall',
    title: 'Nakuru Lakeview Conference Hall',
    description:
      'A 200-seat hall overlooking Lake Nakuru, ready for county forums, church conventions and trade meetings, with simultaneous-translation booths.',
    titleSw: 'Ukumbi wa Mikutano Unaotazama Ziwa Nakuru',
    descriptionSw:
      'Ukumbi wa viti 200 unaotazama Ziwa Nakuru, tayari kwa mabaraza ya kaunti, makongamano ya makanisa na mikutano ya biashara, wenye vibanda vya ukalimani wa papo hapo.',
    location: 'Milimani, Nakuru',
    hourlyRate: 12000,
    capacity: 200,
    category: 'event-hall',
    amenities: ['sound_system', 'projector', 'catering', 'parking', 'wifi'],
    ownerName: 'Joseph Ngugi',
    latitude: -0.2833,
    longitude: 36.0667,
    scene: 'hall',
  },
  {
    slug: 'diani-beach-pavilion',
    title: 'Diani Beach Pavilion',
    description:
      'An open-sided pavilion on the sand at Diani for 120 guests: beach weddings, sundowner launches and company retreats with the sound of the ocean.',
    titleSw: 'Banda la Ufukweni Diani',
    descriptionSw:
      'Banda lililo wazi pembeni, juu ya mchanga wa Diani, kwa wageni 120: harusi za ufukweni, uzinduzi wa jioni na mapumziko ya makampuni huku mkisikia sauti ya bahari.',
    location: 'Diani Beach, Kwale',
    hourlyRate: 15000,
    capacity: 120,
    category: 'event-hall',
    amenities: ['sound_system', 'catering', 'parking', 'natural_light'],
    ownerName: 'Amina Mwinyi',
    latitude: -4.3167,
    longitude: 39.5833,
    scene: 'hall',
  },
  {
    slug: 'sarit-exhibition-space',
    title: 'Westlands Exhibition Gallery',
    description: 'A 400 m² exhibition floor with track lighting, movable partitions and loading access for art shows, trade expos and product launches.',
    titleSw: 'Jumba la Maonyesho la Westlands',
    descriptionSw:
      'Sakafu ya maonyesho ya mita za mraba 400 yenye taa za reli, kuta zinazohamishika na njia ya kupakia mizigo kwa maonyesho ya sanaa, maonyesho ya biashara na uzinduzi wa bidhaa.',
    location: 'Westlands, Nairobi',
    hourlyRate: 9000,
    capacity: 250,
    category: 'exhibition_space',
    amenities: ['wifi', 'storage', 'elevator', 'parking', 'air_conditioning', 'wheelchair_accessible'],
    ownerName: 'Daniel Mutua',
    latitude: -1.2614,
    longitude: 36.8025,
    scene: 'hall',
  },
  {
    slug: 'kisumu-community-hall',
    title: 'Kisumu Community Hall',
    description:
      'An affordable hall for 180 people in central Kisumu for community meetings, fundraisers and youth events. Chairs, tables and a PA system are included.',
    titleSw: 'Ukumbi wa Jamii wa Kisumu',
    descriptionSw:
      'Ukumbi wa bei nafuu kwa watu 180 katikati ya Kisumu kwa mikutano ya jamii, harambee na matukio ya vijana. Viti, meza na mfumo wa vipaza sauti vimejumuishwa.',
    location: 'Kisumu Central, Kisumu',
    hourlyRate: 5000,
    capacity: 180,
    category: 'event-hall',
    amenities: ['sound_system', 'parking', 'kitchen'],
    ownerName: 'Akinyi Onyango',
    latitude: -0.1022,
    longitude: 34.7617,
    scene: 'hall',
  },
  {
    slug: 'kilimani-hot-desk',
    title: 'The Hub Kilimani Hot Desk',
    description:
      'A hot desk in a lively coworking community with fast fibre, standing desks, phone booths and unlimited chai. Book by the hour, stay as long as you like.',
    titleSw: 'Dawati la Muda la The Hub Kilimani',
    descriptionSw:
      'Dawati la muda katika jumuiya changamfu ya kufanyia kazi pamoja, yenye intaneti ya kasi ya fibre, madawati ya kusimama, vibanda vya simu na chai bila kikomo. Weka nafasi kwa saa, kaa kadri upendavyo.',
    location: 'Kilimani, Nairobi',
    hourlyRate: 350,
    capacity: 1,
    category: 'coworking',
    amenities: ['wifi', 'coffee', 'phone_booth', 'kitchen', 'natural_light'],
    ownerName: 'Wanjiku Mbugua',
    latitude: -1.2899,
    longitude: 36.7885,
    scene: 'coworking',
  },
  {
    slug: 'westlands-coworking-lounge',
    title: 'Westlands Coworking Lounge',
    description: 'A relaxed coworking lounge for small teams of up to 8 with sofas, a shared table, a 55-inch screen and backup power for load shedding.',
    titleSw: 'Sebule ya Kufanyia Kazi Pamoja Westlands',
    descriptionSw:
      'Sebule tulivu ya kufanyia kazi pamoja kwa timu ndogo za hadi watu 8, yenye sofa, meza ya pamoja, skrini ya inchi 55 na umeme wa akiba wakati umeme unapokatika.',
    location: 'Westlands, Nairobi',
    hourlyRate: 1500,
    capacity: 8,
    category: 'coworking_space',
    amenities: ['wifi', 'coffee', 'air_conditioning', 'phone_booth', 'reception'],
    ownerName: 'Ian Mutiso',
    latitude: -1.2643,
    longitude: 36.8049,
    scene: 'coworking',
  },
  {
    slug: 'mombasa-coworking',
    title: 'Nyali Coastal Cowork',
    description:
      'Coworking desks near Nyali Centre with air conditioning, a rooftop terrace and reliable fibre: a base for remote workers and digital nomads on the coast.',
    titleSw: 'Kituo cha Kufanyia Kazi Pamoja Nyali',
    descriptionSw:
      'Madawati ya kufanyia kazi pamoja karibu na Nyali Centre yenye kiyoyozi, mtaro juu ya paa na intaneti ya fibre ya kuaminika: kituo cha wanaofanya kazi kwa mbali na wahamaji wa kidijitali Pwani.',
    location: 'Nyali, Mombasa',
    hourlyRate: 400,
    capacity: 1,
    category: 'coworking',
    amenities: ['wifi', 'air_conditioning', 'coffee', 'kitchen'],
    ownerName: 'Hassan Omar',
    latitude: -4.0246,
    longitude: 39.7185,
    scene: 'coworking',
  },
  {
    slug: 'nakuru-innovation-hub',
    title: 'Nakuru Innovation Hub',
    description:
      'Open-plan coworking with 20 desks in Nakuru town for freelancers, startups and students: fibre internet, a meeting corner and weekly community events.',
    titleSw: 'Kituo cha Ubunifu cha Nakuru',
    descriptionSw:
      'Eneo la wazi la kufanyia kazi pamoja lenye madawati 20 mjini Nakuru kwa wafanyakazi huru, kampuni changa na wanafunzi: intaneti ya fibre, kona ya mikutano na matukio ya jumuiya kila wiki.',
    location: 'Nakuru Town, Nakuru',
    hourlyRate: 300,
    capacity: 20,
    category: 'coworking',
    amenities: ['wifi', 'whiteboard', 'coffee', 'projector'],
    ownerName: 'Faith Chebet',
    latitude: -0.3031,
    longitude: 36.08,
    scene: 'coworking',
  },
  {
    slug: 'eldoret-coworking',
    title: 'Eldoret Uptown Cowork',
    description:
      'Quiet desks and a small meeting nook above the Eldoret high street, popular with athletes’ managers, tech freelancers and agribusiness teams.',
    titleSw: 'Kituo cha Kufanyia Kazi Pamoja Eldoret Uptown',
    descriptionSw:
      'Madawati tulivu na kona ndogo ya mikutano juu ya barabara kuu ya Eldoret, kinachopendwa na mameneja wa wanariadha, wafanyakazi huru wa teknolojia na timu za kilimo biashara.',
    location: 'Eldoret Town, Eldoret',
    hourlyRate: 250,
    capacity: 12,
    category: 'coworking_space',
    amenities: ['wifi', 'coffee', 'natural_light'],
    ownerName: 'Kipchoge Rotich',
    latitude: 0.5143,
    longitude: 35.2698,
    scene: 'coworking',
  },
  {
    slug: 'upper-hill-private-office',
    title: 'Upper Hill Private Office',
    description:
      'A furnished private office for a team of six, with lockable storage, a small meeting table and reception services that receive your mail and guests.',
    titleSw: 'Ofisi Binafsi ya Upper Hill',
    descriptionSw:
      'Ofisi binafsi yenye samani kwa timu ya watu sita, yenye makabati yanayofungwa, meza ndogo ya mikutano na huduma za mapokezi zinazopokea barua na wageni wako.',
    location: 'Upper Hill, Nairobi',
    hourlyRate: 2200,
    capacity: 6,
    category: 'office',
    amenities: ['wifi', 'reception', 'storage', 'air_conditioning', 'parking', 'elevator'],
    ownerName: 'Caroline Wekesa',
    latitude: -1.2995,
    longitude: 36.8163,
    scene: 'office',
  },
  {
    slug: 'kileleshwa-executive-office',
    title: 'Kileleshwa Executive Office',
    description:
      'A quiet executive office with a leather-top desk, a lounge corner and a view of the Kileleshwa greenery. Perfect for a day of focused work or confidential meetings.',
    titleSw: 'Ofisi ya Kifahari ya Kileleshwa',
    descriptionSw:
      'Ofisi tulivu ya kifahari yenye dawati la juu la ngozi, kona ya kupumzikia na mandhari ya kijani ya Kileleshwa. Bora kwa siku ya kazi makini au mikutano ya siri.',
    location: 'Kileleshwa, Nairobi',
    hourlyRate: 1800,
    capacity: 3,
    category: 'office_space',
    amenities: ['wifi', 'coffee', 'natural_light', 'parking'],
    ownerName: 'Michael Kimani',
    latitude: -1.2806,
    longitude: 36.7846,
    scene: 'office',
  },
  {
    slug: 'kisumu-team-office',
    title: 'Kisumu Lakeside Team Office',
    description: 'A ten-desk team office in Kisumu with a private meeting room, kitchenette and backup generator, for project teams working in western Kenya.',
    titleSw: 'Ofisi ya Timu ya Ziwani Kisumu',
    descriptionSw:
      'Ofisi ya timu yenye madawati kumi mjini Kisumu, yenye chumba binafsi cha mikutano, jiko dogo na jenereta ya akiba, kwa timu za miradi zinazofanya kazi magharibi mwa Kenya.',
    location: 'Milimani, Kisumu',
    hourlyRate: 1600,
    capacity: 10,
    category: 'office',
    amenities: ['wifi', 'kitchen', 'whiteboard', 'parking'],
    ownerName: 'Otieno Were',
    latitude: -0.0985,
    longitude: 34.7546,
    scene: 'office',
  },
  {
    slug: 'naivasha-retail-popup',
    title: 'Naivasha Pop-up Shop',
    description:
      'A street-front pop-up shop on the Moi South Lake Road for weekend markets, product samplings and seasonal sales, with shelving and a display window.',
    titleSw: 'Duka la Muda la Naivasha',
    descriptionSw:
      'Duka la muda linalotazama barabara kwenye Moi South Lake Road kwa masoko ya wikendi, kuonja bidhaa na mauzo ya msimu, lenye rafu na dirisha la maonyesho.',
    location: 'Naivasha Town, Nakuru',
    hourlyRate: 900,
    capacity: 15,
    category: 'retail_space',
    amenities: ['storage', 'parking', 'natural_light'],
    ownerName: 'Lucy Wangari',
    latitude: -0.7167,
    longitude: 36.4333,
    scene: 'office',
  },
  {
    slug: 'thika-road-multipurpose',
    title: 'Thika Road Multipurpose Room',
    description:
      'A flexible room off Thika Road for yoga classes, chamas, bible study and rehearsals. Stackable chairs, mirrors on one wall and a sound system.',
    titleSw: 'Chumba cha Matumizi Mbalimbali cha Thika Road',
    descriptionSw:
      'Chumba kinachobadilika karibu na Thika Road kwa madarasa ya yoga, chama, mafunzo ya Biblia na mazoezi. Viti vinavyopangwa juu ya kimoja, vioo kwenye ukuta mmoja na mfumo wa sauti.',
    houseRules: 'No shoes on the mats. Stack the chairs when you leave.',
    houseRulesSw: 'Hakuna viatu juu ya mikeka. Panga viti juu ya kimoja unapoondoka.',
    location: 'Roysambu, Nairobi',
    hourlyRate: 800,
    capacity: 35,
    category: 'other',
    amenities: ['sound_system', 'parking', 'wifi'],
    ownerName: 'Samuel Kiprotich',
    latitude: -1.2185,
    longitude: 36.8869,
    scene: 'coworking',
  },
];
