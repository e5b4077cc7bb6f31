import type { ReactNode } from "react";
import { Icon } from "./Icon";
import { IconCard } from "./IconCard";

type IconCardItem = {
  _key?: string;
  _id?: string;
  icon: string | null;
  title: string | null;
  description: string | null;
};

type IconCardGridProps<Item extends IconCardItem> = {
  items: Item[] | null | undefined;
  /** A `ul` of `li` cards (a list a screen reader counts), or a `div` of `article`s. */
  list?: boolean;
  className?: string;
  cardClassName?: string;
  /** The cards' titles: h3 under a section heading (the default), h2 in a section without one. */
  headingLevel?: 2 | 3;
  /** What follows an item's description: a list of tools, of features. */
  more?: (item: Item) => ReactNode;
  /** Puts an item's badge in a row with something else (years of experience). */
  badgeRow?: (item: Item, badge: ReactNode) => ReactNode;
};

export function IconCardGrid<Item extends IconCardItem>({
  items,
  list,
  className,
  cardClassName,
  headingLevel,
  more,
  badgeRow,
}: IconCardGridProps<Item>) {
  const Grid = list ? "ul" : "div";
  return (
    <Grid className={className ? `grid ${className}` : "grid"}>
      {(items ?? []).map((item, index) => (
        <IconCard
          key={item._key ?? item._id ?? index}
          as={list ? "li" : "article"}
          className={cardClassName}
          headingLevel={headingLevel}
          icon={<Icon name={item.icon} />}
          title={item.title}
          description={item.description}
          badgeRow={badgeRow ? (badge) => badgeRow(item, badge) : undefined}
        >
          {more?.(item)}
        </IconCard>
      ))}
    </Grid>
  );
}
