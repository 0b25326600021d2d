// The admin pages both menus list (the bar's, loaded in its own chunk, and the phone panel's): here,
// not in either menu, so neither imports the other.
// The image-host path segment is named after the provider (spec section 7).
export const ADMIN_ENTRIES = [
  { to: '/admin/cloudinary', label: 'nav.adminImages' },
  { to: '/admin/screens', label: 'nav.adminScreens' },
  { to: '/admin/contribuicoes', label: 'nav.adminContributions' },
] as const;
