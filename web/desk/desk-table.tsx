// The desk's tables of leads (the list, a person's data request): a card that scrolls sideways
// on a narrow screen, one header row of column names, and the rows the caller draws.
import type { ReactNode } from "react";
import styles from "./desk.module.css";

/**
 * A table headed by `columns` (after `first`, a header cell of its own such as a select-all
 * box); `caption` names it for screen readers.
 */
export function DeskTable({
  caption,
  first,
  columns,
  children,
}: {
  caption?: string;
  first?: ReactNode;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {first ? <th scope="col">{first}</th> : null}
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
