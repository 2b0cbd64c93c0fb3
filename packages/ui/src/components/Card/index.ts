export { CARD_PADDINGS, Card, type CardPadding, type CardProps } from './Card';
