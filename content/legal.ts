// The three legal pages (/terms, /privacy, /cookie), as plain sections checked by lib/content/legal.ts.
// Write {club}, {institute} and {email} for the values from content/site.ts, [label](/path/) for a link and `text` for a storage key name.
// Keep them true to what the site does: if a feature changes (a new service, a new browser key),
// change the text here in the same commit. Have the final wording reviewed before launch.

export const legalPages = [
  {
    slug: 'terms',
    title: 'Terms of Use',
    summary:
      'The rules for using the {club} website, creating an account and registering for events.',
    updated: '2026-11-22',
    sections: [
      {
        id: 'about',
        heading: 'About these terms',
        blocks: [
          'This website is run by {club}, the student sports club of {institute}. By using it you accept these terms. If you do not agree with them, please do not use the site.',
        ],
      },
      {
        id: 'using-the-site',
        heading: 'Using the site',
        blocks: [
          'Everything on the site can be read without an account. Please use it lawfully and fairly:',
          [
            'do not try to break into, overload or disrupt the site or the services it uses;',
            'do not send automated, bulk or misleading messages through the contact form;',
            'do not pretend to be someone else, or to speak for the club when you do not.',
          ],
        ],
      },
      {
        id: 'accounts',
        heading: 'Accounts',
        blocks: [
          'An account is optional. It lets you sign in with an email address and password or with a social sign-in provider, and adds a menu with Sign Out. Use an email address that is yours, keep your password to yourself, and tell us at {email} if you think someone else has used your account.',
          'We may suspend an account that is used to break these terms. You can ask us to delete your account at any time by writing to {email}; see the [Privacy Policy](/privacy/) for what an account stores.',
        ],
      },
      {
        id: 'events',
        heading: 'Events and registration',
        blocks: [
          'You register for events through external registration forms that open in a new tab. Those forms are run by their providers, not by this site, and their own terms apply.',
          'Each event page states its rules, fees and deadlines. Where an event page says so, the coordinator’s decision is final and the coordinator may modify the rules. Dates, times and venues can change: check the event page before you travel.',
        ],
      },
      {
        id: 'content',
        heading: 'Content and photos',
        blocks: [
          'The text, logo, artwork and photos on this site belong to {club} or to the people who made them. You may share links to any page. Please ask us before reusing our material elsewhere.',
          'If you appear in a photo on the site and would like it removed, write to {email} and we will take it down.',
        ],
      },
      {
        id: 'other-sites',
        heading: 'Links to other sites',
        blocks: [
          'The site links to social networks, maps, registration forms and other sites we do not control. We are not responsible for their content or for how they handle your data.',
        ],
      },
      {
        id: 'liability',
        heading: 'No guarantees',
        blocks: [
          'We keep the site accurate and available as well as a student club can, but we provide it as it is, without any promise that it is complete, current or always online. As far as the law allows, the club is not liable for losses that come from relying on the site.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes and contact',
        blocks: [
          'We may update these terms; the date at the top of this page shows the latest version. Questions about them are welcome at {email}.',
        ],
      },
    ],
  },
  {
    slug: 'privacy',
    title: 'Privacy Policy',
    summary:
      'What the {club} website collects, why, who else handles it, and what stays in your browser.',
    updated: '2026-11-23',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        blocks: [
          '{club} is the student sports club of {institute}. We are responsible for the personal data described here. Write to {email} with any question about it.',
        ],
      },
      {
        id: 'summary',
        heading: 'In short',
        blocks: [
          [
            'You can read the whole site without giving us anything.',
            'The site has no analytics, no advertising and no tracking scripts, and sets no cookies of its own (see the [Cookie Policy](/cookie/)).',
            'We receive personal data only when you create an account or send us a message.',
          ],
        ],
      },
      {
        id: 'accounts',
        heading: 'If you create an account',
        blocks: [
          'Accounts are provided by Firebase Authentication, a Google service. For each account it stores:',
          [
            'your email address;',
            'your display name, if you or your sign-in provider set one;',
            'a unique user id (uid) that Firebase creates;',
            'how you sign in (email and password, or the social sign-in provider you chose);',
            'when the account was created and last signed in.',
          ],
          'Your password is never visible to us: Firebase keeps only a protected (hashed) form of it. If you sign in with a social provider, that provider tells Firebase your email address and name, under its own privacy policy.',
          'While you are signed in, the Firebase software keeps your session in your browser’s local storage (in session storage, for the current tab only, where local storage is unavailable), so you stay signed in after closing the tab. Signing out removes it. We use account data only to sign you in and show your name and email in the account menu.',
          'If the club connects its own member service to the site, signing in also sends a short-lived sign-in token (at most five minutes old) to that service at this site’s own address, and signing out tells it so. The token is never sent to any other address.',
        ],
      },
      {
        id: 'contact-form',
        heading: 'If you send us a message',
        blocks: [
          'The contact form sends your name, email address, phone number (only if you give one), subject and message to EmailJS (emailjs.com), an email-sending service, which delivers them as an email to the club at {email}. EmailJS handles the message only to deliver it, under its own privacy policy.',
          'We use your message only to answer it, and delete it from the club mailbox once it is no longer needed for that.',
          'While you type, the form keeps a draft of these five fields in your browser’s local storage, so nothing is lost if the page reloads. The draft stays on your device: it is sent only when you press Send Message, and it is deleted after a successful send, when you choose Discard draft or Clear form, or 7 days after you last changed it.',
          'To keep the club’s inbox free of floods, the form sends at most one message a minute from your browser, and keeps the time of the last one in your browser for that.',
          'If the club has switched on Google reCAPTCHA for the form, an “I’m not a robot” check loads from Google (google.com and gstatic.com) when you start writing in the form, not before. Google then receives your IP address, details of your browser and how you use the check, under Google’s privacy policy and terms; the answer it gives goes with your message to EmailJS, which asks Google to confirm it.',
          'If you choose “Email us instead”, your own email program sends the message, and your email provider handles it.',
        ],
      },
      {
        id: 'third-parties',
        heading: 'Other services, only when you use them',
        blocks: [
          [
            'Event registration forms open on external sites. Those sites are third parties: what you enter there is handled by them and passed to the event organisers, under their own privacy policies.',
            'The map on the contact page comes from OpenStreetMap and loads only when you choose Show map; the map service then receives your IP address.',
            'Social links and share buttons take you to Facebook, X (Twitter), LinkedIn, Instagram or YouTube only when you click them.',
            'Pictures the club uploads (event, team and gallery photos) may be loaded from Firebase Storage (firebasestorage.googleapis.com), a Google service, which then receives your IP address, as any image host does.',
            'The “I’m not a robot” check on the contact form, if the club uses it, comes from Google reCAPTCHA and loads only once you start writing in the form (see above).',
            'Photos on the site are published without their hidden details: the location, camera and date data that phones store in a picture are removed before it goes online.',
          ],
        ],
      },
      {
        id: 'hosting',
        heading: 'Hosting and server logs',
        blocks: [
          'The site is served by Firebase Hosting, a Google service. Like every web server, it records each request: your IP address, the page requested, the time, your browser’s user agent and the referring page. Google uses these logs to deliver and protect the service; the club does not use them to identify visitors.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your choices and rights',
        blocks: [
          'You can ask us for a copy of the personal data we hold about you, to correct it, or to delete your account and messages: write to {email}. You can also remove what the site keeps in your browser at any time by signing out, choosing Discard draft or Clear form, or clearing this site’s data in your browser settings.',
          'Junior events such as Chess U-9 are registered by a parent or guardian, who should also contact us on the child’s behalf.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes',
        blocks: [
          'If what the site does with personal data changes, we will update this page first; the date at the top shows the latest version.',
        ],
      },
    ],
  },
  {
    slug: 'cookie',
    title: 'Cookie Policy',
    summary:
      'The {club} website sets no cookies of its own. This page lists what it keeps in your browser instead, and why.',
    updated: '2026-11-23',
    sections: [
      {
        id: 'no-cookies',
        heading: 'No tracking, no advertising',
        blocks: [
          'The site has no analytics, advertising or tracking of any kind, and sets no cookies of its own. That is why it never asks you to accept cookies.',
        ],
      },
      {
        id: 'browser-storage',
        heading: 'What the site keeps in your browser',
        blocks: [
          'A few features keep data in your browser’s local storage. This data stays on your device, is used only for the feature you chose, and is never used to follow you around the web:',
          [
            'Sign-in session (only while you are signed in): the local storage key `firebase:authUser:…:[DEFAULT]` (kept in session storage instead where local storage is unavailable), written by Firebase Authentication to keep you signed in. Removed when you sign out.',
            'Contact form draft: the local storage key `team-sportivo:contact-draft`, holding what you have typed into the contact form and when, so it survives a reload. Removed after your message is sent, when you choose Discard draft or Clear form, or 7 days after you last changed it.',
            'Message limit: the local storage key `team-sportivo:contact-last-sent`, holding the time of your last message so the form sends at most one a minute.',
          ],
          'These are strictly necessary for features you ask for, so they need no consent.',
        ],
      },
      {
        id: 'third-party',
        heading: 'Cookies from other services',
        blocks: [
          'Other services may set their own cookies, on their own domains, only when you use them: a social sign-in provider’s window, the OpenStreetMap map after you choose Show map, Google reCAPTCHA’s “I’m not a robot” check once you start writing in the contact form (if the club uses it), external event registration forms, and the social networks you visit through our links. Their own cookie policies apply.',
        ],
      },
      {
        id: 'control',
        heading: 'How to remove it',
        blocks: [
          'Sign out to remove the session, choose Discard draft or Clear form to remove the draft (it also goes by itself 7 days after you last changed it), or clear this site’s data in your browser settings to remove everything at once. Questions: {email}. See also the [Privacy Policy](/privacy/).',
        ],
      },
    ],
  },
  {
    slug: 'accessibility',
    title: 'Accessibility Statement',
    summary:
      'How the {club} website is built to be usable by everyone, what we test, what we know is not perfect yet, and how to tell us.',
    updated: '2026-11-22',
    sections: [
      {
        id: 'commitment',
        heading: 'Our aim',
        blocks: [
          'We want every student, parent and visitor to be able to read about {club}, register for events and write to us, whatever device, browser or assistive technology they use. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
        ],
      },
      {
        id: 'what-we-do',
        heading: 'What we do',
        blocks: [
          [
            'Every page works with a keyboard alone: a Skip to content link comes first, focus is always visible, and menus, the gallery viewer and the share menu open with Enter or Space and close with Escape.',
            'Pages use real headings, landmarks, labels and link text, so screen readers can move around them; errors in forms are announced and explained next to the field.',
            'Text and controls meet the AA contrast ratios, touch targets are at least 44 by 44 pixels, and the layout works from 320 pixels wide and at 400% zoom.',
            'Every page is complete without JavaScript, and movement is switched off when your device asks for reduced motion.',
            'Every change to the site is checked automatically with axe-core against the WCAG 2.2 A and AA rules on every page, and with keyboard-only journeys.',
          ],
        ],
      },
      {
        id: 'limits',
        heading: 'Known limitations',
        blocks: [
          [
            'Event registration forms are run on other websites; we cannot vouch for their accessibility. If one does not work for you, write to {email} and we will register you.',
            'The map on the contact page is provided by OpenStreetMap; the address and an Open in maps link are always given as text.',
            'Gallery pictures are described by their captions, which organisers write when they upload them; some may be brief.',
          ],
        ],
      },
      {
        id: 'feedback',
        heading: 'Tell us',
        blocks: [
          'If something on the site does not work for you, write to {email} with the page address and what happened. We aim to reply within five working days and to fix problems as soon as we can. You can also ask for any content in another format.',
        ],
      },
    ],
  },
];
