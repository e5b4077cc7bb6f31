// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { galleryFragment, singleton } from "../../content/fragments";

// The carousel's images and settings are the gallery singleton's, as on /terms-conditions.
export const imageGalleryFragment = /* groq */ `_type == "imageGallery" => {
  title, "gallery": ${singleton("gallery")}${galleryFragment}
}` as const;
