import { SiteImage } from './site-image';

/** An app's logo at a fixed square size; decorative when the app name is printed next to it. */
export function AppLogo(props: { src: string | null | undefined; name: string; size?: number; decorative?: boolean }) {
  const size = props.size ?? 32;
  return (
    <SiteImage
      src={props.src}
      alt={props.decorative ? '' : props.name}
      kind="logo"
      width={size}
      height={size}
      w={`${size}px`}
      h={`${size}px`}
      flexShrink={0}
      rounded="md"
      sizes={`${size}px`}
    />
  );
}
