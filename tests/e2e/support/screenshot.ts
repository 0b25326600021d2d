// A visitor's screenshot, made on the spot: what the contribution specs upload (submit-screens) and
// send over REST (admin-screens-moderation).
import sharp from 'sharp';

/** A phone-sized PNG that looks like an app screen (a bar, a title, cards, a button). */
export async function appScreenshot(look: { title: string; tint: string }): Promise<Buffer> {
  const cards = [200, 330, 460]
    .map((y) => `<rect x="24" y="${y}" width="342" height="104" rx="14" fill="#ffffff" stroke="#cbd5e0"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="390" height="844">
    <rect width="390" height="844" fill="#f7fafc"/>
    <rect width="390" height="120" fill="${look.tint}"/>
    <text x="24" y="84" font-family="sans-serif" font-size="30" font-weight="bold" fill="#ffffff">${look.title}</text>
    ${cards}
    <rect x="24" y="700" width="342" height="56" rx="28" fill="${look.tint}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
