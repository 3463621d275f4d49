import type { Key, ReactNode } from 'react';

/** One column of a list: a table column on a desktop, a labelled line of a card on a phone. */
export interface DataColumn<T> {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  /** The server's sort field, when the list can be sorted by this column. */
  sortKey?: string;
  /** The column's minimum width in px (at least its header's width on one line). */
  width?: number;
  /**
   * Long free text that is read, not scanned (a description): it wraps. Every other cell
   * keeps to one line, ending in an ellipsis with the whole text on hover.
   */
  wrap?: boolean;
  /** Shown on the desktop only (the card already shows it in its title, say). */
  desktopOnly?: boolean;
}

export interface DataSort {
  key: string;
  order: 'asc' | 'desc';
}

/** Paging on the server: the page shown, its size, the total, and how to move. */
export interface DataPaging {
  pageNum: number;
  pageSize: number;
  total: number;
  onChange: (pageNum: number) => void;
}

export interface DataViewProps<T> {
  /** The accessible name of the table (desktop) or the list of cards (phone). */
  label: string;
  rows: T[];
  rowKey: (row: T) => Key;
  columns: DataColumn<T>[];
  loading?: boolean;
  emptyText?: string;
  paging?: DataPaging;
  sort?: DataSort | null;
  onSortChange?: (sort: DataSort | null) => void;
  /** A phone card's title and accessible name. */
  cardTitle: (row: T) => string;
  /** Beside the card's title: a status tag, a link. */
  cardExtra?: (row: T) => ReactNode;
  /** Where a tap on the phone card goes, and the link's accessible name. */
  cardLink?: (row: T) => { to: string; label: string };
}
