export const iconCardsFragment = /* groq */ `_type == "iconCards" => {
  heading, columns, muted, cards[]{_key, icon, title, description, badge}
}`;
