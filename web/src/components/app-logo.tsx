import { SmartImage } from '@/components/image';

/**
 * An app's logo at a fixed square size; decorative when the app name is printed next to it.
 * Plain markup (class rules in theme/card-css): it appears on every card of the apps list.
 */
export function AppLogo(props: { src: string | null | undefined; name: string; size?: number; decorative?: boolean }) {
  const size = props.size ?? 32;
  return (
    <SmartImage
      src={props.src}
      alt={props.decorative ? '' : props.name}
      kind="logo"
      htmlWidth={size}
      htmlHeight={size}
      sizes={`${size}px`}
      className="vp-logo"
      style={{ width: `${size}px`, height: `${size}px` }}
    />
  );
}
