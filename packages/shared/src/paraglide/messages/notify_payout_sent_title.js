/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Notify_Payout_Sent_TitleInputs */

const en_notify_payout_sent_title = /** @type {(inputs: Notify_Payout_Sent_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your payout of ${i?.amount} was sent`)
};

const sw_notify_payout_sent_title = /** @type {(inputs: Notify_Payout_Sent_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Malipo yako ya ${i?.amount} yametumwa`)
};

/**
* | output |
* | --- |
* | "Your payout of {amount} was sent" |
*
* @param {Notify_Payout_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_payout_sent_title = /** @type {((inputs: Notify_Payout_Sent_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Payout_Sent_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_payout_sent_title(inputs)
	return en_notify_payout_sent_title(inputs)
});