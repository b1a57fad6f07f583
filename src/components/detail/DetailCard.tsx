/**
 * The basic-info card: the fields an operator reads first (the descriptor's `detail.fields`, or
 * the generated default), the rest under a collapsed "More details"; through the cell map.
 */
import { useId, useState } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { useTranslate } from 'react-admin';
import type { ReactNode } from 'react';
import { rowLinkVisible } from '../../../authProvider/access';
import { useAccessContext } from '../../../authProvider/hooks';
import type { FieldsMeta } from '../../../dataProvider';
import { descriptorNamed } from '../../../resources';
import type { ResourceDescriptor } from '../../../resources/types';
import { detailItems, detailSections, type DetailItem } from '../../schema/layout';
import { Cell } from '../cells/cells';
import { RowLink } from '../list/RowLink';
import { hasScreen, resourcePath } from '../resource/paths';
import { useFieldLabel } from '../resource/useFieldLabel';

export interface DetailCardProps {
  descriptor: ResourceDescriptor;
  fields: FieldsMeta;
  record: Record<string, unknown>;
  title?: string;
  /** Just these fields, all shown (a list row's expansion); default the two sections. */
  only?: readonly string[];
}

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, 200px) 1fr',
  columnGap: 2,
  rowGap: 1,
  m: 0,
} as const;

/**
 * A related object's name as a link to its detail page (the field's `linkTo`), for whoever may
 * open it; otherwise, or without the id, the name alone.
 */
function RelatedLink({
  item,
  record,
  children,
}: {
  item: DetailItem;
  record: Record<string, unknown>;
  children: ReactNode;
}) {
  const ctx = useAccessContext();
  const to = item.override.linkTo;
  const id = to ? record[to.id] : undefined;
  if (!to || (typeof id !== 'string' && typeof id !== 'number') || id === '') return children;
  const target = descriptorNamed(to.resource);
  if (!hasScreen(target, 'show') || !rowLinkVisible(target, ctx)) return children;
  return <RowLink to={resourcePath(target, 'show', id)}>{children}</RowLink>;
}

function Items({
  items,
  descriptor,
  record,
  id,
}: {
  items: DetailItem[];
  descriptor: ResourceDescriptor;
  record: Record<string, unknown>;
  id?: string;
}) {
  const label = useFieldLabel(descriptor);
  return (
    <Box component="dl" id={id} sx={GRID}>
      {items.map((item) => (
        <Box key={item.source} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label(item.source, item.meta)}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            // Multi-line values (a command's output, a comment) keep their lines.
            sx={{ m: 0, wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}
          >
            <RelatedLink item={item} record={record}>
              <Cell
                kind={item.kind}
                record={record}
                source={item.source}
                meta={item.meta}
                override={item.override}
                displaySource={item.displaySource}
                descriptor={descriptor}
              />
            </RelatedLink>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The rest of the record, behind a disclosure button (closed at first). */
function MoreDetails({
  items,
  descriptor,
  record,
}: {
  items: DetailItem[];
  descriptor: ResourceDescriptor;
  record: Record<string, unknown>;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box sx={{ mt: 1 }}>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        startIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ ml: -0.5, mb: open ? 1 : 0 }}
      >
        {translate('pages.detail.more')}
      </Button>
      {/* Rendered only when open: closed, its values are neither shown nor read out. */}
      {open ? (
        <Items items={items} descriptor={descriptor} record={record} id={id} />
      ) : (
        <span id={id} hidden />
      )}
    </Box>
  );
}

export function DetailCard({ descriptor, fields, record, title, only }: DetailCardProps) {
  const sections = only
    ? { basic: detailItems(descriptor, fields, only), more: [] }
    : detailSections(descriptor, fields);
  return (
    <Card variant="outlined">
      <CardContent>
        {title && (
          <Typography variant="subtitle1" gutterBottom>
            {title}
          </Typography>
        )}
        <Items items={sections.basic} descriptor={descriptor} record={record} />
        {sections.more.length > 0 && (
          <MoreDetails items={sections.more} descriptor={descriptor} record={record} />
        )}
      </CardContent>
    </Card>
  );
}
