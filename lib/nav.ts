// Navigation types and helpers, free of content and settings so client components can use them.
export type NavLink = { title: string; href: string };
export type NavGroup = { title: string; items: NavLink[] };
export type NavItem = NavLink | NavGroup;

export function isNavGroup(item: NavItem): item is NavGroup {
  return 'items' in item;
}
