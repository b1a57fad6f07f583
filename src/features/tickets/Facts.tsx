/** A ticket's or its session's fields as label/value rows, each value named by its row header. */
import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

// Hand-drawn: one record's fields, read row by row; not a list (PagedTable lists rows of a verb).
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Table size="small">
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ width: 220, color: 'text.secondary' }}>
              {label}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
