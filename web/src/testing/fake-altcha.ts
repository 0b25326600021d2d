// The ALTCHA widget's real script (a worker, WebCrypto) is the browser tests' part; web tests get this
// stand-in element with the same methods: verify() solves at once and adds the hidden payload field, as
// the widget does. One definition for every test file: the web tests share one document per worker,
// where a custom element can be defined only once (two files' own stand-ins made the order matter).
export const fakeAltcha = { solved: 0, resets: 0 };

class FakeWidget extends HTMLElement {
  state = 'unverified';
  getState() {
    return this.state;
  }
  async verify() {
    fakeAltcha.solved += 1;
    this.state = 'verified';
    this.innerHTML = `<input type="hidden" name="altcha" value="payload-${fakeAltcha.solved}">`;
    return { payload: `payload-${fakeAltcha.solved}` };
  }
  reset() {
    fakeAltcha.resets += 1;
    this.state = 'unverified';
    this.innerHTML = '';
  }
}
if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', FakeWidget);

// The widget's script as the forms load it (./load-altcha, mocked with this in every file that renders a
// form: with the files sharing modules, whichever file's mock loads first is the one every file gets).
let script: Promise<unknown> = Promise.resolve();
export const fakeLoadAltcha = () => script;

/** Holds the widget's script back until the returned function is called. */
export function holdAltchaScript(): () => void {
  let release = () => {};
  script = new Promise<void>((resolve) => {
    release = resolve;
  });
  return release;
}

/** Each test starts with no check solved and the script loaded. */
export function resetFakeAltcha() {
  fakeAltcha.solved = 0;
  fakeAltcha.resets = 0;
  script = Promise.resolve();
}
