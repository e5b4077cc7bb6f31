import { ImagesIcon } from "@sanity/icons/Images";
import { field } from "../../schemas/lib/define";
import { defineBlock } from "../defineBlock";

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
