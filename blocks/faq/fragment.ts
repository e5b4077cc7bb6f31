export const faqFragment = /* groq */ `_type == "faq" => {heading, items[]{_key, question, answer}}`;
