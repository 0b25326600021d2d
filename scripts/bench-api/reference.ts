// The plain node:http reference for bench:api: the recorded bytes and headers, nothing else.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
const recorded = JSON.parse(readFileSync(file as string, 'utf8')) as Record<
  string,
  { headers: Record<string, string>; body: string }
>;
const answers = new Map(
  Object.entries(recorded).map(([path, r]) => [path, { headers: r.headers, body: Buffer.from(r.body, 'base64') }]),
);
createServer((req, res) => {
  const a = answers.get(req.url ?? '');
  if (!a) return res.writeHead(404).end();
  res.writeHead(200, { ...a.headers, 'content-length': a.body.length });
  res.end(a.body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
