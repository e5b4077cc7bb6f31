import type { BlockProps } from "#blocks/types.ts";
import { Hero } from "./Hero";

export default function HeroBlock({ block, id, atTop }: BlockProps<"hero">) {
  return <Hero id={id} atTop={atTop} {...block} />;
}
