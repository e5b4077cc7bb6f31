import {
  Activity, Award, Bot, Brain, Building, Calendar, ChartColumn, ChartLine, ChartPie, CircleCheck,
  CircleDollarSign, ClipboardList, Clock, Code, Cog, Compass, Cpu, Database, DollarSign, Eye,
  FileText, Gauge, Globe, GraduationCap, Handshake, Hash, Headphones, Heart, Image, Layers,
  LayoutDashboard, Lightbulb, ListChecks, Lock, Mail, Map, Megaphone, MessageSquare, Network,
  Newspaper, PenLine, PenTool, Phone, Plug, Puzzle, RefreshCw, Repeat, Rocket, Scale, Search,
  Settings, Share2, ShieldCheck, ShoppingCart, Sparkles, Star, Target, ThumbsUp, Timer,
  TrendingUp, Users, Video, Workflow, Wrench, Zap, type LucideIcon,
} from "lucide-react";
import type { IconName } from "../../../schemas/icon-names";

export const iconComponents: Record<IconName, LucideIcon> = {
  activity: Activity, award: Award, bot: Bot, brain: Brain, building: Building,
  calendar: Calendar, "chart-column": ChartColumn, "chart-line": ChartLine, "chart-pie": ChartPie,
  "circle-check": CircleCheck, "circle-dollar-sign": CircleDollarSign,
  "clipboard-list": ClipboardList, clock: Clock, code: Code, cog: Cog, compass: Compass, cpu: Cpu,
  database: Database, "dollar-sign": DollarSign, eye: Eye, "file-text": FileText, gauge: Gauge,
  globe: Globe, "graduation-cap": GraduationCap, handshake: Handshake, hash: Hash,
  headphones: Headphones, heart: Heart, image: Image, layers: Layers,
  "layout-dashboard": LayoutDashboard, lightbulb: Lightbulb, "list-checks": ListChecks, lock: Lock,
  mail: Mail, map: Map, megaphone: Megaphone, "message-square": MessageSquare, network: Network,
  newspaper: Newspaper, "pen-line": PenLine, "pen-tool": PenTool, phone: Phone, plug: Plug,
  puzzle: Puzzle, "refresh-cw": RefreshCw, repeat: Repeat, rocket: Rocket, scale: Scale,
  search: Search, settings: Settings, "share-2": Share2, "shield-check": ShieldCheck,
  "shopping-cart": ShoppingCart, sparkles: Sparkles, star: Star, target: Target,
  "thumbs-up": ThumbsUp, timer: Timer, "trending-up": TrendingUp, users: Users, video: Video,
  workflow: Workflow, wrench: Wrench, zap: Zap,
};

type IconProps = { name: string | null | undefined; size?: number; className?: string };

/** A CMS-chosen icon; decorative, so hidden from assistive technology. Unknown names fall back. */
export function Icon({ name, size = 24, className }: IconProps) {
  const Component = (name && iconComponents[name as IconName]) || Sparkles;
  return <Component size={size} className={className} aria-hidden="true" focusable="false" />;
}
