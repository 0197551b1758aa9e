// The words at the top of each page: its title and description (the browser tab, search results
// and share previews) and its hero band (eyebrow, big heading, line below it).
// Checked by lib/content/pages.ts when the site is built.
//
// - {club}, {institute} and {founded} stand for the name, institute and founding year in
//   content/site.ts.
// - title: the tab title; " | <club name>" is added after it.
// - description: what search results show under the title: 50 to 160 characters (counted with
//   the placeholders filled in), or the build stops.
// - Committee pages: the hero's eyebrow ("Our Committee") is the same on all four.
// - Fest pages: the title, hero and paragraphs come from content/fests.ts; only the description
//   is here.
// - The home page's description is the club description in content/site.ts; the legal pages'
//   titles and summaries are in content/legal.ts.

export const pages = {
  about: {
    title: 'About',
    description:
      '{club}, the official sports club of our institute in Kolkata since {founded}: who we are, our two fests and our leadership.',
    hero: {
      eyebrow: 'About us',
      title: 'About {club}',
      description: 'The official sports club of {institute}, active since {founded}.',
    },
  },
  contact: {
    title: 'Contact',
    description:
      'Write to {club}, call the club, find the sports complex in Salt Lake, Kolkata, or ask how to join a team or sponsor an event.',
    hero: {
      eyebrow: 'Get in touch',
      title: 'Contact Us',
      description:
        'Questions about events, joining a team or sponsoring the club? Send us a message, call, or drop by the sports complex.',
    },
  },
  events: {
    title: 'Events',
    description:
      'Cricket, futsal, handball, badminton, table tennis, chess and flash events: dates, venues, fees and registration.',
    hero: {
      eyebrow: 'Compete with us',
      title: 'Events',
      description:
        "Find your game, check the dates and fees, and register through each event's form.",
    },
  },
  gallery: {
    title: 'Gallery',
    description:
      'Pictures from our chess, badminton, cricket, football and handball tournaments and the flash events of our fests.',
    hero: {
      eyebrow: 'Moments on and off the field',
      title: 'Gallery',
      description: 'Match points, last-over finishes and the people who make every fest happen.',
    },
  },
  sponsors: {
    title: 'Sponsors',
    description:
      'Meet the partners behind our tournaments and fests, and choose a Bronze, Silver, Gold or Platinum sponsorship.',
    hero: {
      eyebrow: 'Backed by',
      title: 'Sponsors',
      description:
        'The partners who keep our grounds, courts and fests running, and how your brand can join them.',
    },
  },
  signin: {
    title: 'Sign In',
    description: 'Sign in to your {club} account with your email or Google.',
    hero: {
      eyebrow: 'Welcome back',
      title: 'Sign In',
      description: 'Sign in with your email and password, or with Google.',
    },
  },
  signup: {
    title: 'Sign Up',
    description: 'Create a {club} account with your email or Google.',
    hero: {
      eyebrow: 'Join the club',
      title: 'Sign Up',
      description: 'Create an account with your email and a password, or with Google.',
    },
  },
  mentors: {
    title: 'Mentors',
    description: 'The faculty, alumni and student leaders who guide {club}.',
    hero: {
      title: 'Mentors',
      description:
        'The faculty members, alumni and student leaders who guide the club, back our fests and keep every match fair.',
    },
  },
  cc: {
    title: 'Core Committee',
    description: 'The students who plan {club}’s season, fests and tournaments.',
    hero: {
      title: 'Core Committee',
      description:
        'The students who plan the season: fixtures, venues, budgets and sponsors for every tournament and both fests.',
    },
  },
  wc: {
    title: 'Working Committee',
    description:
      'The students who run {club}’s match days, from registration desks to scoreboards.',
    hero: {
      title: 'Working Committee',
      description:
        'The students who run match days: registration desks, scoreboards, equipment and a welcome for every visiting team.',
    },
  },
  volunteers: {
    title: 'Volunteers',
    description: 'The volunteers who help {club} run its tournaments and fests.',
    hero: {
      title: 'Volunteers',
      description:
        'The helping hands behind every fest: ball crews, runners, first-aid helpers and the loudest cheer squads.',
    },
  },
  xaplotes: {
    description:
      'Xaplotes, the intra-college sports fest of {club}, held twice a year: football, cricket, shuttle cup, chess and table tennis.',
  },
  vibgyor: {
    description:
      'VIBGYOR, the inter-college sports fest of {club}: football, cricket, badminton, chess, table tennis, volleyball, kabaddi and more.',
  },
};
