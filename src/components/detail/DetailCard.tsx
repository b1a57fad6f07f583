/** The basic-info card: every readable field of the record, labelled, through the cell map. */
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { FieldsMeta } from '../../../dataProvider';
import type { ResourceDescriptor } from '../../../resources/types';
import { detailItems } from '../../schema/layout';
import { Cell } from '../cells/cells';
import { useFieldLabel } from '../resource/useFieldLabel';

export interface DetailCardProps {
  descriptor: ResourceDescriptor;
  fields: FieldsMeta;
  record: Record<string, unknown>;
  title?: string;
  /** Just these fields (a list row's expansion); default every one. */
  only?: readonly string[];
}

export function DetailCard({ descriptor, fields, record, title, only }: DetailCardProps) {
  const label = useFieldLabel(descriptor);
  const items = detailItems(descriptor, fields, only);
  return (
    <Card variant="outlined">
      <CardContent>
        {title && (
          <Typography variant="subtitle1" gutterBottom>
            {title}
          </Typography>
        )}
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(120px, 200px) 1fr',
            columnGap: 2,
            rowGap: 1,
            m: 0,
          }}
        >
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
                <Cell
                  kind={item.kind}
                  record={record}
                  source={item.source}
                  meta={item.meta}
                  override={item.override}
                  displaySource={item.displaySource}
                  descriptor={descriptor}
                />
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
