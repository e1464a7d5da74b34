import type { IconType } from "react-icons";
import {
  FaFacebookF,
  FaInstagram,
  FaPinterestP,
  FaTiktok,
  FaXTwitter,
  FaYoutube,
} from "react-icons/fa6";
import { LuGlobe } from "react-icons/lu";

const ICONS: Record<string, IconType> = {
  facebook: FaFacebookF,
  instagram: FaInstagram,
  tiktok: FaTiktok,
  twitter: FaXTwitter,
  youtube: FaYoutube,
  pinterest: FaPinterestP,
};

// Decorative: the link around it carries the network's name.
export function SocialIcon({ network }: { network: string }) {
  const Icon = ICONS[network] ?? LuGlobe;
  return <Icon aria-hidden focusable={false} />;
}
