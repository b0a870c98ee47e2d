/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ deposit: NonNullable<unknown>, balance: NonNullable<unknown>, due: NonNullable<unknown> }} Notify_Deposit_TermsInputs */

const en_notify_deposit_terms = /** @type {(inputs: Notify_Deposit_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A deposit of ${i?.deposit} holds it; the balance of ${i?.balance} is due by ${i?.due}. Unpaid by then, the booking is released and the deposit refunded.`)
};

const sw_notify_deposit_terms = /** @type {(inputs: Notify_Deposit_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amana ya ${i?.deposit} inaushikilia; salio la ${i?.balance} linadaiwa kufikia ${i?.due}. Lisipolipwa kufikia wakati huo, uhifadhi unaachiliwa na amana inarudishwa.`)
};

/**
* | output |
* | --- |
* | "A deposit of {deposit} holds it; the balance of {balance} is due by {due}. Unpaid by then, the booking is released and the deposit refunded." |
*
* @param {Notify_Deposit_TermsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_deposit_terms = /** @type {((inputs: Notify_Deposit_TermsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Deposit_TermsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_deposit_terms(inputs)
	return en_notify_deposit_terms(inputs)
});