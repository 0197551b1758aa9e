// Gallery categories: the chips of /gallery, in this order ("All" comes first by itself).
// Each category's pictures are the image files in public/images/gallery/<folder>/.
// To add a picture, drop a file into its folder; the file name becomes the caption
// ("Final_over_at_the_campus_ground.svg" reads "Final over at the campus ground").
// A folder that is not listed here stops the build, so add the category first.

export const galleryCategories = [
  { name: 'Chess', folder: 'chess' },
  { name: 'Badminton', folder: 'badminton' },
  { name: 'Cricket', folder: 'cricket' },
  { name: 'Football', folder: 'football' },
  { name: 'Handball', folder: 'handball' },
  { name: 'Flash events', folder: 'flash-events' },
];
