import { ImagesIcon } from "@sanity/icons/Images";
import { field } from "../../schemas/lib/define";
import { defineBlock } from "../defineBlock";
import { galleryFragment, singleton } from "../../content/fragments";

// Named imageGallery: `gallery` is the type of the singleton whose carousel it shows.
export const imageGalleryBlock = defineBlock({
  name: "imageGallery",
  title: "Image gallery",
  icon: ImagesIcon,
  previewField: "title",
  fields: [
    field({
      name: "title",
      title: "Title",
      type: "string",
      description:
        "Heading above the image carousel. Empty: the Gallery document's title. The images, autoplay and layout are the Gallery document's.",
    }),
  ],
});

// The carousel's images and settings are the gallery singleton's, as on /terms-conditions.
export const imageGalleryFragment = /* groq */ `_type == "imageGallery" => {
  title, "gallery": ${singleton("gallery")}${galleryFragment}
}` as const;
