export { timeLeft, useBasisText } from '../price-basis-text';
