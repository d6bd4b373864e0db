import { localDayMonthYearTime } from '../../domain/dates';

/** A slot's or hour's start where the reader is: 'DD-MM-YYYY HH:MM'. */
export const slotLabel = (ms: number): string => localDayMonthYearTime(new Date(ms));

/** A whole number with the reader's grouping ('1,234'). */
export const count = (n: number): string => n.toLocaleString('en-GB');

/** 'N person' / 'N people'. */
export const people = (n: number): string => `${count(n)} ${n === 1 ? 'person' : 'people'}`;
