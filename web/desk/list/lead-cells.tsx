// React's cell for each column of a lead's row in the list, in a record keyed by column: the
// list draws them in LEAD_COLUMNS' order (lead-row.ts), which the first visit's picture
// (first-paint/early-rows.ts) fills in the same order, so a column added here and not there (or
// the other way round) does not compile.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { NOTHING, type LeadColumn, type LeadRowCells } from "../lead-row";
import styles from "../desk.module.css";

/** Each column's cell of a lead's row, in the column table's order (LEAD_COLUMNS). */
export const LEAD_CELLS: Record<LeadColumn, (cells: LeadRowCells) => ReactNode> = {
  company: (cells) => (
    <th scope="row">
      <Link to={cells.href}>{cells.company}</Link>
    </th>
  ),
  email: (cells) => <td className={styles.wrap}>{cells.email}</td>,
  phone: (cells) => <td className={styles.nowrap}>{cells.phone}</td>,
  plan: (cells) => <td>{cells.plan}</td>,
  source: (cells) => <td>{cells.source}</td>,
  received: (cells) => (
    <td className={styles.nowrap}>
      {cells.received ? <time dateTime={cells.received.iso}>{cells.received.words}</time> : NOTHING}
    </td>
  ),
  delivery: (cells) => (
    <td data-testid="delivery" className={cells.attention ? styles.attention : undefined}>
      {cells.delivery}
    </td>
  ),
  payment: (cells) => (
    <td
      data-testid="payment"
      className={`${styles.nowrap} ${styles.payment}`}
      data-attention={cells.paymentAttention ? "" : undefined}
    >
      {cells.payment}
    </td>
  ),
};
