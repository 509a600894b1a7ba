import type { TitledText } from "~/content/services/types";

/** The page's classes for the list, each item and each item's title. */
export interface TitledListClasses {
  list: string | undefined;
  item: string | undefined;
  title: string | undefined;
}

/** Short items (reasons, principles, deliverables): a title (H3) and a line of text each. */
export function TitledList({
  items,
  classes,
}: {
  items: readonly TitledText[];
  classes: TitledListClasses;
}) {
  return (
    <ul className={classes.list}>
      {items.map((item) => (
        <li key={item.title} className={classes.item}>
          <h3 className={classes.title}>{item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
