export const richTextFragment = /* groq */ `_type == "richText" => {heading, body}`;
