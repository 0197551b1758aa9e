// The club's two fests, shown on /about/, /xaplotes/ and /vibgyor/.
// Checked by lib/content/fests.ts when the site is built.
//
// - id: the page address (/xaplotes/, /vibgyor/); do not change it.
// - kind: 'intra' (students of the institute only) or 'inter' (teams from other colleges too).
// - description: one string per paragraph.
// - sports: every sport played at the fest, shown as badges.
// - featuredSports: the sports the fest page highlights (may include sports not in the list above).
// - eventIds: ids from content/events.ts; the fest page shows those events as cards.

export const fests = [
  {
    id: 'xaplotes',
    name: 'Xaplotes',
    kind: 'intra',
    tagline: 'Our own campus championship: every department, one trophy, twice a year.',
    description: [
      'Xaplotes is the intra-college fest of Team Sportivo. Twice every academic year, once in each semester, departments and year groups put together their own teams and play for bragging rights that last until the next edition.',
      'It is where most of our players play their first match for the club. Fixtures are drawn openly, matches are refereed by neutral coordinators, and first-year students are placed in teams on the spot if they turn up alone.',
      "The standout performers of Xaplotes form the core of the squads that represent the institute at VIBGYOR and at other colleges' tournaments.",
    ],
    frequency: 'Twice a year',
    sports: ['Football', 'Cricket', 'Shuttle Cup', 'Chess', 'Table Tennis'],
    featuredSports: [],
    eventIds: ['cricket', 'football', 'badminton', 'table-tennis', 'chess-open'],
  },
  {
    id: 'vibgyor',
    name: 'VIBGYOR',
    kind: 'inter',
    tagline: 'Seven colours, one campus: the inter-college sports fest of Kolkata.',
    description: [
      'VIBGYOR is the inter-college fest of Team Sportivo. Colleges from across Kolkata and West Bengal send their teams to our grounds and courts for three days of knockouts, finals and prize ceremonies.',
      'Like the seven colours it is named after, VIBGYOR brings very different games together: field sports on the main ground, racket sports and chess indoors, and quick-fire flash events in between.',
      'The whole fest is run by students. The core and working committees plan the fixtures, book the venues, look after visiting teams and keep every match on time.',
    ],
    frequency: 'Once a year, in April',
    sports: [
      'Football',
      'Cricket',
      'Chess',
      'Table Tennis',
      'Badminton',
      'Tug-of-War',
      'Volleyball',
      'Carrom',
      'Dart Throwing',
    ],
    featuredSports: [
      {
        name: 'Football',
        description: 'Fast five-a-side futsal on the indoor court, with three rolling substitutes.',
      },
      {
        name: 'Cricket',
        description: 'Short hand cricket: short overs, quick innings and a full day of knockouts.',
      },
      {
        name: 'Badminton',
        description:
          'Singles and doubles draws, with fifteen-point qualifiers and full-length finals.',
      },
      {
        name: 'Chess',
        description: 'An open tournament and an under-9 championship for the youngest players.',
      },
      {
        name: 'Table Tennis',
        description: 'Singles, doubles and mixed doubles on the spot; bring your own racket.',
      },
      {
        name: 'Volleyball',
        description:
          'Six-a-side matches on the outdoor court, played in front of the loudest crowd.',
      },
      {
        name: 'Kabaddi',
        description:
          'Raids, tackles and the chant of kabaddi: the crowd favourite among team games.',
      },
    ],
    eventIds: [
      'cricket',
      'football',
      'handball',
      'badminton',
      'table-tennis',
      'chess-u9',
      'chess-open',
      'flash',
    ],
  },
];
