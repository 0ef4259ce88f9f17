import { Anchor } from '@mantine/core';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Plain text with every http(s) URL turned into a link (reset links, sign-in pages). */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable string, in order.
          <Anchor key={index} href={part} className="wl-link" style={{ wordBreak: 'break-all' }}>
            {part}
          </Anchor>
        ) : (
          part
        ),
      )}
    </>
  );
}
