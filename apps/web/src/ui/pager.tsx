/** Previous / "page N of M" / next, for a paginated list; labels come from the page using it. */
export function Pager({ page, pages, onPage, labels }: { page: number; pages: number; onPage: (page: number) => void; labels: { nav: string; previous: string; next: string; pageOf: string } }) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={labels.nav}>
      <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>{labels.previous}</button>
      <span aria-current="page">{labels.pageOf}</span>
      <button type="button" className="button button-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>{labels.next}</button>
    </nav>
  );
}
