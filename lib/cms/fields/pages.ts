import { longText, object, text, type CmsField } from '@/lib/cms/widgets';

const description = longText('description', 'Search description (50 to 160 characters)');

const heroPage = (name: string, label: string): CmsField =>
  object(name, label, [
    text('title', 'Tab title'),
    description,
    object('hero', 'Heading band', [
      text('eyebrow', 'Eyebrow'),
      text('title', 'Heading'),
      longText('description', 'Intro'),
    ]),
  ]);

const committeePage = (name: string, label: string): CmsField =>
  object(name, label, [
    text('title', 'Tab title'),
    description,
    object('hero', 'Heading band', [text('title', 'Heading'), longText('description', 'Intro')]),
  ]);

/** The pages' titles and intros (PAGES_FILE), as pagesSchema has them. */
export const PAGE_FIELDS: CmsField[] = [
  heroPage('about', 'About'),
  heroPage('contact', 'Contact'),
  heroPage('events', 'Events'),
  heroPage('gallery', 'Gallery'),
  heroPage('sponsors', 'Sponsors'),
  heroPage('signin', 'Sign in'),
  heroPage('signup', 'Sign up'),
  committeePage('mentors', 'Mentors'),
  committeePage('cc', 'Core Committee'),
  committeePage('wc', 'Working Committee'),
  committeePage('volunteers', 'Volunteers'),
  object('xaplotes', 'Xaplotes', [description]),
  object('vibgyor', 'VIBGYOR', [description]),
];
