/**
 * The page's title in the header's title slot (react-admin's `#react-admin-title`, TitlePortal).
 * react-admin's `<Title>` would do the same but also brings its title-preferences editor (an
 * inspector popover, a text field, their hooks) onto every first page; the console never lets
 * users configure titles.
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';

const slot = () =>
  typeof document === 'undefined' ? null : document.getElementById('react-admin-title');

export function PageTitle({ title, defaultTitle }: { title?: string; defaultTitle?: string }) {
  const translate = useTranslate();
  const [container, setContainer] = useState(slot);
  // On the layout's first render the slot is not in the document yet: it is once committed.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the slot is outside React's state
    setContainer((c) => (c && document.body.contains(c) ? c : slot()));
  }, []);
  if (!container) return null;
  const text = title ? translate(title, { _: title }) : defaultTitle;
  return createPortal(
    <span>
      <span>{text}</span>
    </span>,
    container,
  );
}
