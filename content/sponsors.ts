// Sponsors shown on /sponsors, the six placeholders of the home teaser, and the sponsorship tiers.
// Logos live in public/images/sponsors/. Every sponsor here is a fictional placeholder.

export const sponsors = [
  {
    id: 'apex-sports-gear',
    name: 'Apex Sports Gear',
    category: 'Official Equipment Partner',
    logo: '/images/sponsors/apex-sports-gear.svg',
    level: 'Platinum',
    description:
      'Supplies match balls, nets and first-aid kits for every tournament on campus, and backs the VIBGYOR trophies.',
  },
  {
    id: 'kolkata-energy-drinks',
    name: 'Kolkata Energy Drinks',
    category: 'Hydration Partner',
    logo: '/images/sponsors/kolkata-energy-drinks.svg',
    level: 'Gold',
    description:
      'Keeps players and volunteers going with water and electrolyte stations at every ground and court.',
  },
  {
    id: 'rivertown-bank',
    name: 'Rivertown Bank',
    category: 'Banking Partner',
    logo: '/images/sponsors/rivertown-bank.svg',
    level: 'Gold',
    description:
      'Funds the prize pool of Xaplotes and a travel grant for teams representing the institute outside Kolkata.',
  },
  {
    id: 'campus-eats',
    name: 'Campus Eats',
    category: 'Food Partner',
    logo: '/images/sponsors/campus-eats.svg',
    level: 'Silver',
    description: 'Feeds match officials and the working committee through every fest weekend.',
  },
];

export const sponsorTeaser = [
  {
    id: 'placeholder-1',
    name: 'Your Brand Here',
    category: 'Title Sponsor',
    logo: '/images/sponsors/placeholder-1.svg',
  },
  {
    id: 'placeholder-2',
    name: 'Partner Two',
    category: 'Equipment',
    logo: '/images/sponsors/placeholder-2.svg',
  },
  {
    id: 'placeholder-3',
    name: 'Partner Three',
    category: 'Hydration',
    logo: '/images/sponsors/placeholder-3.svg',
  },
  {
    id: 'placeholder-4',
    name: 'Partner Four',
    category: 'Media',
    logo: '/images/sponsors/placeholder-4.svg',
  },
  {
    id: 'placeholder-5',
    name: 'Partner Five',
    category: 'Food',
    logo: '/images/sponsors/placeholder-5.svg',
  },
  {
    id: 'placeholder-6',
    name: 'Partner Six',
    category: 'Apparel',
    logo: '/images/sponsors/placeholder-6.svg',
  },
];

export const sponsorTiers = [
  {
    name: 'Bronze',
    priceUsd: 1000,
    popular: false,
    features: [
      'Logo on the sponsors page',
      'Thank-you post on our social channels',
      'Two passes to VIBGYOR',
    ],
  },
  {
    name: 'Silver',
    priceUsd: 5000,
    popular: false,
    features: [
      'Everything in Bronze',
      'Logo on event posters and banners',
      'Stall space at one fest',
      'Mention in match announcements',
    ],
  },
  {
    name: 'Gold',
    priceUsd: 10000,
    popular: true,
    features: [
      'Everything in Silver',
      'Logo on team jerseys',
      'Stall space at both fests',
      'Naming of one tournament trophy',
      'Featured on the home page',
    ],
  },
  {
    name: 'Platinum',
    priceUsd: 25000,
    popular: false,
    features: [
      'Everything in Gold',
      'Title sponsorship of VIBGYOR',
      'Brand activation on match days',
      'Dedicated social media campaign',
      'Seats at the prize ceremony',
    ],
  },
];
