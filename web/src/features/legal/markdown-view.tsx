import { Box, Link as ChakraLink, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/i18n-provider';
import { type Block, type Inline, parseMarkdown } from './markdown';

const HEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;

/**
 * Renders parsed Markdown with React elements only (every string is escaped by React). The page
 * has its own h1, so the text's leading title is dropped and its other headings start at h2.
 */
export function MarkdownView(props: { source: string }) {
  const blocks = parseMarkdown(props.source);
  const first = blocks[0];
  const body = first?.type === 'heading' && first.level === 1 ? blocks.slice(1) : blocks;
  return (
    <Stack gap="4" data-testid="legal-text">
      {body.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </Stack>
  );
}

function BlockView(props: { block: Block }) {
  const { block } = props;
  if (block.type === 'heading') {
    const as = HEADINGS[Math.min(Math.max(block.level - 2, 0), HEADINGS.length - 1)];
    return (
      <Heading as={as} size={as === 'h2' ? 'xl' : 'lg'} mt="4">
        <Inlines nodes={block.children} />
      </Heading>
    );
  }
  if (block.type === 'code') {
    return (
      <chakra.pre
        fontFamily="mono"
        fontSize="sm"
        bg="bg.muted"
        p="3"
        rounded="md"
        overflowX="auto"
        whiteSpace="pre"
        tabIndex={0}
      >
        <code>{block.text}</code>
      </chakra.pre>
    );
  }
  if (block.type === 'list') {
    const List = block.ordered ? chakra.ol : chakra.ul;
    return (
      <List ps="6" listStyleType={block.ordered ? 'decimal' : 'disc'} display="grid" gap="2">
        {block.items.map((item, i) => (
          <li key={i}>
            <Inlines nodes={item} />
          </li>
        ))}
      </List>
    );
  }
  return (
    <Text lineHeight="tall">
      <Inlines nodes={block.children} />
    </Text>
  );
}

function Inlines(props: { nodes: Inline[] }): ReactNode {
  return props.nodes.map((node, i) => <InlineView key={i} node={node} />);
}

function InlineView(props: { node: Inline }) {
  const t = useT();
  const { node } = props;
  switch (node.type) {
    case 'text':
      return node.text;
    case 'code':
      return (
        <chakra.code fontFamily="mono" fontSize="0.9em">
          {node.text}
        </chakra.code>
      );
    case 'strong':
      return (
        <chakra.strong fontWeight="semibold">
          <Inlines nodes={node.children} />
        </chakra.strong>
      );
    case 'em':
      return (
        <em>
          <Inlines nodes={node.children} />
        </em>
      );
    case 'link':
      // Site paths navigate in place; anything else opens in a new tab and says so.
      if (node.href.startsWith('/') && !node.href.startsWith('//')) {
        return (
          <ChakraLink asChild color="brand.fg" textDecoration="underline">
            <Link to={node.href}>
              <Inlines nodes={node.children} />
            </Link>
          </ChakraLink>
        );
      }
      if (/^mailto:/i.test(node.href)) {
        return (
          <ChakraLink href={node.href} color="brand.fg" textDecoration="underline">
            <Inlines nodes={node.children} />
          </ChakraLink>
        );
      }
      return (
        <ChakraLink
          href={node.href}
          color="brand.fg"
          textDecoration="underline"
          target="_blank"
          rel="noopener noreferrer"
        >
          <Inlines nodes={node.children} />
          <Box as="span" srOnly>
            {` ${t('common.opensInNewTab')}`}
          </Box>
        </ChakraLink>
      );
  }
}
