// The club's events. Add an event by adding one entry here and a picture at
// public/images/Events/<id>.<ext>; every page, the sitemap and the share images pick it up.
//
// - id: lower-case letters, digits and dashes; it becomes the address /events/<id>/.
// - date, time, capacity, price, registration.deadline: display text, shown as written.
// - startsAt, endsAt: the real start and end, ISO 8601 in Kolkata time (+05:30); used for sorting.
// - fees: the same amounts as price, as numbers in rupees (for search engines); [] when not announced.
// - registration.open: true needs a formLink starting with https://.
// - fullDescription: blank lines and line breaks are kept on the event page.
// Form links below are fictional placeholders on example.com.

const commonRules = `Matches are knockouts. A player or team that is late for their slot loses by walkover.
The coordinator's decision is final, and the coordinator may modify these rules.`;

export const events = [
  {
    id: 'cricket',
    title: 'Short Hand Cricket Tournament',
    date: 'April 8-10, 2025',
    time: '9:00 AM - 8:00 PM',
    startsAt: '2025-04-08T09:00:00+05:30',
    endsAt: '2025-04-10T20:00:00+05:30',
    location: 'Main Campus Ground',
    description:
      'Thirty teams, short overs and one trophy: the fastest format of the game on our own ground.',
    fullDescription: `Short hand cricket for 30 teams over three days on the main campus ground.

Rules
${commonRules}
Each team registers once with its full squad.
Entry fee: Rs. 1200 per team.`,
    image: '/images/Events/cricket.svg',
    teams: ['30 teams', 'Open to all departments'],
    featured: true,
    category: 'Cricket',
    capacity: '30 teams',
    organizer: 'Team Sportivo',
    price: 'Rs. 1200 per team',
    fees: [{ label: 'Per team', amount: 1200 }],
    registration: {
      open: true,
      deadline: 'April 6, 2025',
      formLink: 'https://forms.example.com/team-sportivo/cricket-2025',
    },
  },
  {
    id: 'football',
    title: 'Futsal Championship',
    date: 'April 8-10, 2025',
    time: '9:00 AM - 9:00 PM',
    startsAt: '2025-04-08T09:00:00+05:30',
    endsAt: '2025-04-10T21:00:00+05:30',
    location: 'Indoor Futsal Court',
    description: 'Forty teams of five plus three substitutes battle it out on the indoor court.',
    fullDescription: `The futsal championship brings 40 teams to the indoor court.

Rules
${commonRules}
Teams have 5 players on court plus 3 substitutes (5+3).
Entry fee: Rs. 1800 per team.`,
    image: '/images/Events/football.svg',
    teams: ['40 teams', '5+3 players'],
    featured: true,
    category: 'Football',
    capacity: '40 teams',
    organizer: 'Team Sportivo',
    price: 'Rs. 1800 per team',
    fees: [{ label: 'Per team', amount: 1800 }],
    registration: {
      open: true,
      deadline: 'April 6, 2025',
      formLink: 'https://forms.example.com/team-sportivo/futsal-2025',
    },
  },
  {
    id: 'badminton',
    title: 'Badminton Singles & Doubles',
    date: 'April 8-10, 2025',
    time: '9:00 AM - 7:00 PM',
    startsAt: '2025-04-08T09:00:00+05:30',
    endsAt: '2025-04-10T19:00:00+05:30',
    location: 'Indoor Badminton Hall',
    description: 'Singles and doubles draws for 250 players, from first serve to the final rally.',
    fullDescription: `Singles and doubles for up to 250 players in the indoor hall.

Rules
${commonRules}
Every player must pass a college ID check before their first match.
A player entering both singles and doubles fills in the form twice.
For doubles, either player of the pair may register the pair for both events.
Qualifiers are played to 15 points (1 set).
Players bring their own rackets; shuttles are provided.
Entry fee: Rs. 100 for singles, Rs. 200 for doubles.`,
    image: '/images/Events/badminton.svg',
    teams: ['Singles', 'Doubles'],
    featured: false,
    category: 'Badminton',
    capacity: '250 players',
    organizer: 'Team Sportivo',
    price: 'Rs. 100 singles / Rs. 200 doubles',
    fees: [
      { label: 'Singles', amount: 100 },
      { label: 'Doubles', amount: 200 },
    ],
    registration: {
      open: true,
      deadline: 'April 6, 2025',
      formLink: 'https://forms.example.com/team-sportivo/badminton-2025',
    },
  },
  {
    id: 'table-tennis',
    title: 'Table Tennis Singles & Doubles',
    date: 'April 8-9, 2025',
    time: '10:00 AM - 5:00 PM',
    startsAt: '2025-04-08T10:00:00+05:30',
    endsAt: '2025-04-09T17:00:00+05:30',
    location: 'Recreation Hall',
    description: 'Forty-eight players, fast tables and spin: singles and doubles over two days.',
    fullDescription: `Singles and doubles for 48 players in the recreation hall.

Rules
${commonRules}
A player entering both singles and doubles fills in the form twice.
Mixed doubles pairs are registered on the spot.
Knockout matches go to 11 points, best of 3 games.
Qualifiers go to 21 points, best of 5 games.
Players bring their own rackets; balls are provided.
Entry fee: Rs. 150 for singles, Rs. 300 for doubles.`,
    image: '/images/Events/table-tennis.svg',
    teams: ['Singles', 'Doubles', 'Mixed doubles (on the spot)'],
    featured: false,
    category: 'Table Tennis',
    capacity: '48 players',
    organizer: 'Team Sportivo',
    price: 'Rs. 150 singles / Rs. 300 doubles',
    fees: [
      { label: 'Singles', amount: 150 },
      { label: 'Doubles', amount: 300 },
    ],
    registration: {
      open: true,
      deadline: 'April 6, 2025',
      formLink: 'https://forms.example.com/team-sportivo/table-tennis-2025',
    },
  },
  {
    id: 'handball',
    title: "Women's Handball",
    date: 'April 9-10, 2025',
    time: '9:00 AM - 7:00 PM',
    startsAt: '2025-04-09T09:00:00+05:30',
    endsAt: '2025-04-10T19:00:00+05:30',
    location: 'Main Campus Ground',
    description:
      'Twelve teams, two ten-minute halves, no time to breathe: the women\u2019s handball cup.',
    fullDescription: `Twelve women's teams compete for the handball cup.

Rules
${commonRules}
Teams have 5 players on court plus 2 substitutes (5+2).
Each match has two halves of 10 minutes.
Entry fee: Rs. 300 per team.`,
    image: '/images/Events/handball.svg',
    teams: ['12 teams', '5+2 players'],
    featured: true,
    category: 'Handball',
    capacity: '12 teams',
    organizer: 'Team Sportivo',
    price: 'Rs. 300 per team',
    fees: [{ label: 'Per team', amount: 300 }],
    registration: {
      open: true,
      deadline: 'April 7, 2025',
      formLink: 'https://forms.example.com/team-sportivo/handball-2025',
    },
  },
  {
    id: 'chess-u9',
    title: 'Chess Championship U-9',
    date: 'April 9, 2025',
    time: '2:00 PM - 6:30 PM',
    startsAt: '2025-04-09T14:00:00+05:30',
    endsAt: '2025-04-09T18:30:00+05:30',
    location: 'Seminar Hall',
    description: 'A rated-style afternoon for 120 young players under nine years of age.',
    fullDescription: `An afternoon tournament for 120 players under nine.

Rules
${commonRules}
Players must be under 9 years of age on the day of the event.
Entry fee: Rs. 550.`,
    image: '/images/Events/chess-u9.svg',
    teams: ['Under 9'],
    featured: false,
    category: 'Chess',
    capacity: '120 players',
    organizer: 'Team Sportivo',
    price: 'Rs. 550',
    fees: [{ label: 'Entry', amount: 550 }],
    registration: {
      open: true,
      deadline: 'April 6, 2025',
      formLink: 'https://forms.example.com/team-sportivo/chess-u9-2025',
    },
  },
  {
    id: 'chess-open',
    title: 'Open Chess Tournament',
    date: 'April 10, 2025',
    time: '10:00 AM - 6:00 PM',
    startsAt: '2025-04-10T10:00:00+05:30',
    endsAt: '2025-04-10T18:00:00+05:30',
    location: 'Seminar Hall',
    description: 'Two hundred and fifty players, one open section, one champion.',
    fullDescription: `One open section for up to 250 players.

Rules
${commonRules}
Entry fee: Rs. 650.`,
    image: '/images/Events/chess-open.svg',
    teams: ['Open'],
    featured: false,
    category: 'Chess',
    capacity: '250 players',
    organizer: 'Team Sportivo',
    price: 'Rs. 650',
    fees: [{ label: 'Entry', amount: 650 }],
    registration: {
      open: true,
      deadline: 'April 6, 2025',
      formLink: 'https://forms.example.com/team-sportivo/chess-open-2025',
    },
  },
  {
    id: 'flash',
    title: 'Flash Events',
    date: 'April 8-10, 2025',
    time: '11:00 AM - 5:00 PM',
    startsAt: '2025-04-08T11:00:00+05:30',
    endsAt: '2025-04-10T17:00:00+05:30',
    location: 'Across the campus',
    description: 'Pop-up games all over campus for 400 participants. Just turn up and play.',
    fullDescription: `Quick pop-up games across the campus for up to 400 participants.

Rules
${commonRules}
Registration happens on the spot at each game.
Fees will be announced at the venue.`,
    image: '/images/Events/flash.svg',
    teams: ['Individuals', 'Pairs'],
    featured: false,
    category: 'Flash Events',
    capacity: '400 participants',
    organizer: 'Team Sportivo',
    price: 'To be announced',
    fees: [],
    registration: { open: false, deadline: 'On the spot' },
  },
];
