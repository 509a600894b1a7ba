// React's cell for each column of a lead's row in the list, in a record keyed by column: the
// list draws them in LEAD_COLUMNS' order (lead-row.ts), which the first visit's picture
// (first-paint/early-rows.ts) fills in the same order, so a column added here and not there (or
// the other way round) does not compile.
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { deskCopy } from "~/content/desk";
import { addressPieces, NOTHING, type LeadColumn, type LeadRowCells } from "../lead-row";
import styles from "../desk.module.css";

/** Each cell's column name: the narrow screen's cards show it before the value. */
const label = deskCopy.columns;

/** Each column's cell of a lead's row, in the column table's order (LEAD_COLUMNS). */
export const LEAD_CELLS: Record<LeadColumn, (cells: LeadRowCells) => ReactNode> = {
  company: (cells) => (
    <th scope="row">
      <Link to={cells.href}>{cells.company}</Link>
    </th>
  ),
  // Breaks only after "@" and "." (never inside a word, nor after a hyphen: each piece is a
  // span that does not wrap), so the column is as wide as it needs.
  email: (cells) => (
    <td className={styles.email} data-label={label.email}>
      {addressPieces(cells.email).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span>{piece}</span>
        </Fragment>
      ))}
    </td>
  ),
  phone: (cells) => (
    <td className={styles.nowrap} data-label={label.phone}>
      {cells.phone}
    </td>
  ),
  plan: (cells) => <td data-label={label.plan}>{cells.plan}</td>,
  source: (cells) => <td data-label={label.source}>{cells.source}</td>,
  received: (cells) => (
    <td className={styles.nowrap} data-label={label.received}>
      {cells.received ? <time dateTime={cells.received.iso}>{cells.received.words}</time> : NOTHING}
    </td>
  ),
  delivery: (cells) => (
    <td
      data-testid="delivery"
      data-label={label.delivery}
      className={cells.attention ? styles.attention : undefined}
    >
      {cells.delivery}
    </td>
  ),
  payment: (cells) => (
    <td
      data-testid="payment"
      data-label={label.payment}
      className={styles.payment}
      data-attention={cells.paymentAttention ? "" : undefined}
    >
      {cells.payment}
    </td>
  ),
};
