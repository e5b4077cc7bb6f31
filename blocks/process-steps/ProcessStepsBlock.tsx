import { ProcessSection } from "~/features/process/ProcessSection";
import type { BlockProps } from "../types";

/** The process steps, numbered, in their order. None, no section. */
export default function ProcessStepsBlock({ block, id }: BlockProps<"processSteps">) {
  const steps = (block.steps ?? []).filter(Boolean);
  if (!steps.length) return null;
  return <ProcessSection id={id} heading={block.heading} steps={steps} />;
}
