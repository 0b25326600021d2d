/**
 * An on/off choice as a native checkbox drawn as a switch (theme/switch-css). Chakra's Switch
 * brings a state machine (~6 KB gzip) into the app page's first load for what the browser does.
 */
export function PlainSwitch(props: { checked: boolean; onChange: (checked: boolean) => void; label: string }) {
  return (
    <label className="vp-switch">
      <input
        type="checkbox"
        className="vp-switch__input"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <span className="vp-switch__control" aria-hidden="true" />
      {props.label}
    </label>
  );
}
