import { Eye, Target, type LucideIcon } from "lucide-react";
import type { AboutPageContent as Page } from "~/shared/content/contentTypes";
import { IconCard } from "~/shared/ui/IconCard";

type Statement = Page["mission"];

function StatementCard({ statement, icon: IconComponent }: { statement: Statement; icon: LucideIcon }) {
  if (!statement?.title && !statement?.text) return null;
  return (
    <IconCard
      className="about-statement"
      icon={<IconComponent size={24} aria-hidden="true" focusable="false" />}
      headingLevel={2}
      title={statement.title}
      description={statement.text}
    />
  );
}

/** The about page's mission and vision, side by side on wide screens. */
export function MissionVision({ mission, vision }: { mission: Statement; vision: Page["vision"] }) {
  return (
    <div className="about-statements">
      <StatementCard statement={mission} icon={Target} />
      <StatementCard statement={vision} icon={Eye} />
    </div>
  );
}
