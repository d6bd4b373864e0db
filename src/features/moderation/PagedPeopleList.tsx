import type { ReactNode } from 'react';
import { VirtualList } from '../../ui/VirtualList';
import type { PagedList } from '../../ui/usePagedList';

/** Row height (px) of the people lists: a line of text or a row of small buttons. */
const ROW_HEIGHT = 44;

interface PagedPeopleListProps<T> {
  label: string;
  list: PagedList<T>;
  rowKey: (item: T) => string;
  renderRow: (item: T) => ReactNode;
  /** Shown as the only row once the first page has come back empty. */
  empty: string;
  /** Rows visible at once before the list scrolls. */
  visibleRows: number;
}

/** One section of the attendees panel: a virtualised list that reads pages as it nears its end. */
export function PagedPeopleList<T>({
  label,
  list,
  rowKey,
  renderRow,
  empty,
  visibleRows,
}: PagedPeopleListProps<T>) {
  const { items } = list;
  return (
    <>
      <VirtualList
        label={label}
        className="moderation-people"
        count={items.length}
        rowHeight={ROW_HEIGHT}
        maxHeight={ROW_HEIGHT * visibleRows}
        rowKey={(index) => rowKey(items[index]!)}
        renderRow={(index) => renderRow(items[index]!)}
        empty={list.loaded ? empty : 'Loading...'}
        complete={!list.more}
        onNearEnd={list.more ? list.loadMore : undefined}
      />
      <p className="moderation-status" role="status">
        {list.loadingMore ? 'Loading more...' : ''}
      </p>
    </>
  );
}
