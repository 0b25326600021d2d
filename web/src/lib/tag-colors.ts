// Spec section 3: fixed colours for the known component tags; anything else is grey.
// Each pair keeps text at WCAG AA contrast on its background.
const TAG_PALETTE: Record<string, string> = {
  navigation: 'blue',
  form: 'green',
  chart: 'purple',
  modal: 'pink',
  card: 'orange',
  loading: 'yellow',
  'splash-screen': 'cyan',
  avatar: 'teal',
  button: 'brand',
  filter: 'purple',
  icon: 'cyan',
  dropdown: 'teal',
  list: 'orange',
  input: 'green',
  onboarding: 'pink',
  callout: 'red',
};

export function tagPalette(tag: string): string {
  return TAG_PALETTE[tag.toLowerCase()] ?? 'gray';
}
