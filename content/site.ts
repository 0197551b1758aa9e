// Site facts: the one file the club edits to swap in real names, phone numbers and addresses.
// Everything here is checked by lib/content/site.ts when the site is built.
// The people, phone numbers and email below are fictional placeholders.

export const site = {
  name: 'Team Sportivo',
  institute: 'Kolkata Institute of Engineering & Management',
  instituteShortName: 'KIEM',
  foundedYear: 2016,
  tagline: 'Play Fair. Win with Honor.',
  description:
    'Team Sportivo is the official sports club of an engineering and management institute in Kolkata: tournaments, two fests and a community that has played fair since 2016.',
  url: 'https://team-sportivo.web.app',
  contact: {
    address: {
      street: 'Campus Sports Complex, Sector V, Salt Lake',
      city: 'Kolkata',
      region: 'West Bengal',
      postalCode: '700091',
      country: 'IN',
    },
    phones: [
      { label: 'Sports secretary', number: '+91 90000 00001' },
      { label: 'Events desk', number: '+91 90000 00002' },
      { label: 'Sponsorships', number: '+91 90000 00003' },
    ],
    email: 'hello@team-sportivo.example',
    mapQuery: 'Salt Lake Sector V, Kolkata 700091',
    // Where the contact page's map puts its marker (decimal degrees).
    coordinates: { latitude: 22.5735, longitude: 88.4331 },
  },
  officeHours: [
    { days: 'Mon-Fri', hours: '9am-5pm' },
    { days: 'Sat', hours: '10am-2pm (on call)' },
    { days: 'Sun', hours: 'Closed' },
  ],
  social: [
    {
      network: 'instagram',
      label: 'Instagram',
      url: 'https://www.instagram.com/team.sportivo.example',
    },
    {
      network: 'facebook',
      label: 'Facebook',
      url: 'https://www.facebook.com/team.sportivo.example',
    },
    {
      network: 'linkedin',
      label: 'LinkedIn',
      url: 'https://www.linkedin.com/company/team-sportivo-example',
    },
    { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@team-sportivo-example' },
  ],
  stats: [
    { value: '15+', label: 'Championships Won' },
    { value: '100+', label: 'Active Members' },
    { value: '25+', label: 'Events' },
    { value: '9+', label: 'Years of Excellence' },
  ],
};
