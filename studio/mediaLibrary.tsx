import { definePlugin, type InputProps } from "sanity";
import { AutoTagInput, media } from "sanity-plugin-media";
import { LANGUAGES } from "../content/locales";

/** Whether the input is an image field naming its kind of picture (schemas/lib/mediaTags.ts). */
const namesMediaTags = ({ schemaType }: InputProps) =>
  Array.isArray((schemaType.options as { mediaTags?: unknown } | undefined)?.mediaTags);

/** An image field that names its kind tags the picture picked or uploaded in it with that kind. */
function TaggingInput(props: InputProps) {
  return namesMediaTags(props) ? <AutoTagInput {...props} /> : props.renderDefault(props);
}

/**
 * One library of every image (sanity-plugin-media): a "Media" tool, and the image fields' "Select"
 * source. Its assets are searched and filtered by tag (their kind: people, posts, gallery, pages,
 * share images), keep their alternative text, title, description and credit in each language, and
 * list the documents that use them. The bundled dataset's are tagged (studio/seed/assets.json).
 */
export const mediaLibrary = definePlugin({
  name: "agency-media-library",
  plugins: [
    media({
      creditLine: { enabled: true },
      locales: LANGUAGES.map(({ id, title }) => ({ id, title })),
    }),
  ],
  form: { components: { input: TaggingInput } },
});
