export { type Clock, currentClock, installClock, realClock } from '../clock.ts';
