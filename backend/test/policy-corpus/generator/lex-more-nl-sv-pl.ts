import type { LexiconMore } from './types';

/** The later families of nl, sv and pl (an age to come, a school as a workplace, chat tags). */
export const nlMore: LexiconMore = {
  toCome: [
    ['ze wordt volgende maand 15', 'ze wordt volgende maand 35'],
    ['mijn 14e verjaardag is pas volgende week', 'mijn 40e verjaardag is pas volgende week'],
    ['ik word pas in mei achttien', 'ik word pas in mei dertig'],
    ['zestien wordt ze pas in december', 'veertig wordt ze pas in december'],
  ],
  workplace: [
    [
      'leerling van 15 op een middelbare school in Utrecht',
      'geschiedenislerares van 31 op een middelbare school in Utrecht',
    ],
    ['kleuter van 5 op een basisschool in Gent', 'kleuterjuf van 29 op een basisschool in Gent'],
    ['brugklasser op het Stedelijk Gymnasium, 12 jaar', 'conciërge op het Stedelijk Gymnasium, 48 jaar'],
  ],
  chatTags: [
    ['ben pas 14 haha', 'ben pas 34 haha'],
    ['ik ben 15 hoor xD', 'ik ben 35 hoor xD'],
    ['13 jaar jwz 😂', '33 jaar jwz 😂'],
  ],
};

export const svMore: LexiconMore = {
  toCome: [
    ['hon fyller 15 nästa månad', 'hon fyller 35 nästa månad'],
    ['min 14-årsdag är först nästa vecka', 'min 40-årsdag är först nästa vecka'],
    ['jag fyller inte arton förrän i maj', 'jag fyller inte trettio förrän i maj'],
    ['sexton fyller hon först i december', 'fyrtio fyller hon först i december'],
  ],
  workplace: [
    ['15-årig elev på ett gymnasium i Malmö', '31-årig historielärare på ett gymnasium i Malmö'],
    ['femårig flicka som går på en förskola i Umeå', '29-årig förskollärare som jobbar på en förskola i Umeå'],
    ['sjundeklassare på Västerskolan, 13 år', 'skolsköterska på Västerskolan, 44 år'],
  ],
  chatTags: [
    ['är bara 14 lol', 'är bara 34 lol'],
    ['jag e 15 haha', 'jag e 35 haha'],
    ['13 år typ xD', '33 år typ xD'],
  ],
};

export const plMore: LexiconMore = {
  toCome: [
    ['w przyszłym miesiącu kończy 15 lat', 'w przyszłym miesiącu kończy 35 lat'],
    ['moje 14. urodziny są dopiero w przyszłym tygodniu', 'moje 40. urodziny są dopiero w przyszłym tygodniu'],
    ['osiemnaście lat skończę dopiero w maju', 'trzydzieści lat skończę dopiero w maju'],
    ['szesnaście skończy dopiero w grudniu', 'czterdzieści skończy dopiero w grudniu'],
  ],
  workplace: [
    ['15-letnia uczennica liceum w Krakowie', '31-letnia nauczycielka historii w liceum w Krakowie'],
    [
      'pięcioletnia dziewczynka chodząca do przedszkola w Gdańsku',
      '29-letnia wychowawczyni pracująca w przedszkolu w Gdańsku',
    ],
    ['uczennica 7 klasy w szkole podstawowej nr 3, 13 lat', 'sekretarka w szkole podstawowej nr 3, 46 lat'],
  ],
  chatTags: [
    ['mam 13 lat xD', 'mam 33 lata xD'],
    ['mam dopiero 14 hah', 'mam dopiero 34 hah'],
    ['15 lat mam serio xd', '35 lat mam serio xd'],
  ],
};
