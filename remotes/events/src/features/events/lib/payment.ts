import type { EventRecord, SignupRecord } from '../api/events-api.ts';
import { amountText, formatEuros, amountDue, PAYMENT_MESSAGES } from '@tjas/schema/rules/payments';
import { placesOf } from './signup-state.ts';

// What a member pays for a paid event, from the rule the sign-up mails use too
// (@tjas/schema/rules/payments): the page's "Te betalen", its payment status and the mail name
// one amount, the price for the member and each of their guests (#32 item 4).

/** Keeps "€" and its number on one line on a narrow screen. */
const unbroken = (text: string): string => text.replace(/€ /g, '€\u00a0');

/** "€ 15,00": what this sign-up owes. */
export const amountOwed = (event: EventRecord, signup: SignupRecord): string =>
  unbroken(formatEuros(amountDue(event.price, placesOf(signup))));

/** "€ 15,00 voor jou en je introducé (2 × € 7,50)": what a party of `places` owes and how it adds up. */
export const partyAmountText = (event: EventRecord, places: number): string =>
  unbroken(amountText(event.price, places));

/** What this sign-up owes and how it adds up (partyAmountText for its places). */
export const amountOwedText = (event: EventRecord, signup: SignupRecord): string =>
  partyAmountText(event, placesOf(signup));

/** How to pay, as the organisers wrote it; for an event saved without it, who will tell. */
export const howToPay = (event: EventRecord): string =>
  event.payment_instructions.trim() || PAYMENT_MESSAGES.noInstructions;
