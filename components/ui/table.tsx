import type { ComponentProps } from 'react';

/*
 * A table's parts, named as in shadcn/ui. They carry no look of their own: a screen's tables differ (a bordered
 * frame, the unit tables' stylesheet in globals.css, a plain list of wrong answers), so each passes its classes.
 * No data-slot attributes: nothing styles by them, and a 100-card table would carry some 11 kB of them.
 */
export function Table(props: ComponentProps<'table'>) {
  return <table {...props} />;
}

export function TableHeader(props: ComponentProps<'thead'>) {
  return <thead {...props} />;
}

export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody {...props} />;
}

export function TableRow(props: ComponentProps<'tr'>) {
  return <tr {...props} />;
}

/** A header cell: a column's (scope="col", the default) or a row's (scope="row"). */
export function TableHead({ scope = 'col', ...props }: ComponentProps<'th'>) {
  return <th scope={scope} {...props} />;
}

export function TableCell(props: ComponentProps<'td'>) {
  return <td {...props} />;
}
