import type { ComponentProps } from 'react';

/*
 * A table's parts, named as in shadcn/ui. They carry no look of their own: a screen's tables differ (a bordered
 * frame, the unit tables' stylesheet in globals.css, a plain list of wrong answers), so each passes its classes.
 */
export function Table(props: ComponentProps<'table'>) {
  return <table data-slot="table" {...props} />;
}

export function TableHeader(props: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" {...props} />;
}

export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" {...props} />;
}

export function TableRow(props: ComponentProps<'tr'>) {
  return <tr data-slot="table-row" {...props} />;
}

/** A header cell: a column's (scope="col", the default) or a row's (scope="row"). */
export function TableHead({ scope = 'col', ...props }: ComponentProps<'th'>) {
  return <th data-slot="table-head" scope={scope} {...props} />;
}

export function TableCell(props: ComponentProps<'td'>) {
  return <td data-slot="table-cell" {...props} />;
}
