import { Fragment } from 'react';
import { parseBlocks, parseInline, type Block } from './markdown.ts';

function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, index) => {
        switch (part.kind) {
          case 'strong':
            return (
              <strong key={index} className="font-semibold text-foreground">
                {part.text}
              </strong>
            );
          case 'em':
            return <em key={index}>{part.text}</em>;
          case 'code':
            return (
              <code key={index} className="rounded bg-secondary px-1.5 py-0.5 font-mono text-[0.9em]">
                {part.text}
              </code>
            );
          case 'link': {
            const external = /^https?:\/\//.test(part.href);
            return (
              <a
                key={index}
                href={part.href}
                className="font-medium text-primary underline underline-offset-4"
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {part.text}
              </a>
            );
          }
          case 'text':
            return <Fragment key={index}>{part.text}</Fragment>;
        }
      })}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading':
      return block.level === 3 ? (
        <h3 className="mt-8 text-lg font-semibold text-foreground">
          <InlineText text={block.text} />
        </h3>
      ) : (
        <h4 className="mt-6 font-semibold text-foreground">
          <InlineText text={block.text} />
        </h4>
      );
    case 'paragraph':
      return (
        <p className="mt-4 leading-7">
          <InlineText text={block.text} />
        </p>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        <li key={index} className="pl-1">
          <InlineText text={item} />
        </li>
      ));
      return block.ordered ? (
        <ol className="mt-4 list-decimal space-y-2 pl-6 leading-7">{items}</ol>
      ) : (
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-7">{items}</ul>
      );
    }
    case 'table':
      return (
        <div className="mt-4 overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted">
              <tr>
                {block.header.map((cell, index) => (
                  <th key={index} scope="col" className="px-3 py-2 font-semibold text-foreground">
                    <InlineText text={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index} className="px-3 py-2 align-top">
                      <InlineText text={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'code':
      return (
        <pre className="mt-4 overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm leading-6 text-slate-100">
          <code>{block.text}</code>
        </pre>
      );
    case 'quote':
      return (
        <blockquote className="mt-4 border-l-4 border-primary/40 pl-4 italic">
          <InlineText text={block.text} />
        </blockquote>
      );
  }
}

/** A section's text, rendered from its Markdown as React elements. */
export function SectionContent({ source }: { source: string }) {
  return (
    <div className="text-base text-slate-700 [&>:first-child]:mt-0">
      {parseBlocks(source).map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </div>
  );
}
