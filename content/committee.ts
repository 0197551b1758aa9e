// The people on /teams/mentors/, /teams/cc/, /teams/wc/, /teams/volunteers/ and the
// Leadership section of /about/. Checked by lib/content/committee.ts when the site is built.
//
// - photo: the FILE NAME of the member's picture. Put the file in public/images/teams/<folder>/:
//   mentors -> leader/, cc -> CC/, wc -> WC/, volunteers -> VC/. A missing file fails the build.
// - The number at the start of the file name sets the order on the page (2_… before 10_…),
//   so the order of the entries below does not matter.
// - position: mentors only (shown under the name).
// - leadership: mark exactly one mentor 'head-mentor' and one 'president' for the About page.
// - volunteers: while the list is empty the page shows "Coming Soon!!".
// Every name and photo below is a fictional placeholder.

export const committee = {
  mentors: [
    {
      name: 'Prof. Kabir Placeholder',
      photo: '3_kabir-placeholder.svg',
      position: 'Faculty Mentor',
    },
    {
      name: 'Dr. Meera Example',
      photo: '1_meera-example.svg',
      position: 'Head Mentor',
      leadership: 'head-mentor',
    },
    { name: 'Ritwik Sample', photo: '5_ritwik-sample.svg', position: 'Alumni Mentor' },
    {
      name: 'Arjun Sample',
      photo: '2_arjun-sample.svg',
      position: 'President',
      leadership: 'president',
    },
    {
      name: 'Prof. Nandini Example',
      photo: '4_nandini-example.svg',
      position: 'Faculty Mentor, Sports',
    },
  ],
  cc: [
    { name: 'Aniket Example', photo: '10_aniket-example.svg' },
    { name: 'Aditi Example', photo: '1_aditi-example.svg' },
    { name: 'Rahul Sample', photo: '2_rahul-sample.svg' },
    { name: 'Dev Placeholder', photo: '12_dev-placeholder.svg' },
    { name: 'Sneha Placeholder', photo: '3_sneha-placeholder.svg' },
    { name: 'Vikram Example', photo: '4_vikram-example.svg' },
    { name: 'Ria Sample', photo: '11_ria-sample.svg' },
    { name: 'Priya Sample', photo: '5_priya-sample.svg' },
    { name: 'Sourav Placeholder', photo: '6_sourav-placeholder.svg' },
    { name: 'Tanya Example', photo: '7_tanya-example.svg' },
    { name: 'Nikhil Sample', photo: '8_nikhil-sample.svg' },
    { name: 'Pooja Placeholder', photo: '9_pooja-placeholder.svg' },
  ],
  wc: [
    { name: 'Payel Example', photo: '10_payel-example.svg' },
    { name: 'Karan Example', photo: '1_karan-example.svg' },
    { name: 'Moumita Sample', photo: '2_moumita-sample.svg' },
    { name: 'Sayan Placeholder', photo: '3_sayan-placeholder.svg' },
    { name: 'Ishita Example', photo: '4_ishita-example.svg' },
    { name: 'Debjit Sample', photo: '5_debjit-sample.svg' },
    { name: 'Ankita Placeholder', photo: '6_ankita-placeholder.svg' },
    { name: 'Rohit Example', photo: '7_rohit-example.svg' },
    { name: 'Shreya Sample', photo: '8_shreya-sample.svg' },
    { name: 'Arnab Placeholder', photo: '9_arnab-placeholder.svg' },
  ],
  volunteers: [],
};
