import type { BlockProps } from "../types";
import { Hero } from "./Hero";

export default function HeroBlock({ block, id, atTop }: BlockProps<"hero">) {
  return <Hero id={id} atTop={atTop} {...block} />;
}
