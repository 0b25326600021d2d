import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/**
 * A message's HTML part shown in this page, in a shadow root (its styles stay inside it, the page's
 * stay outside). The server writes it and escapes every value; scripts and event attributes are removed
 * anyway, and the page's CSP runs none. (An iframe would hide it from the accessibility checks.)
 */
export function EmailHtml(props: { html: string; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const root = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
    const doc = new DOMParser().parseFromString(props.html, 'text/html');
    for (const s of doc.querySelectorAll('script, iframe, object, embed, form, base, meta, title')) s.remove();
    for (const node of doc.body.querySelectorAll('*')) {
      for (const attr of [...node.attributes]) if (/^on/i.test(attr.name)) node.removeAttribute(attr.name);
    }
    const body = document.createElement('div');
    body.setAttribute('style', doc.body.getAttribute('style') ?? '');
    body.innerHTML = doc.body.innerHTML;
    root.replaceChildren(body);
  }, [props.html]);
  return (
    <Box
      ref={host}
      role="region"
      aria-label={props.label}
      borderWidth="1px"
      rounded="md"
      bg="white"
      maxH={{ base: '480px', md: '640px' }}
      overflowY="auto"
      tabIndex={0}
      data-testid="email-html"
    />
  );
}
