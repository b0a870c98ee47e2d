/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Notify_Payout_Failed_TitleInputs */

const en_notify_payout_failed_title = /** @type {(inputs: Notify_Payout_Failed_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your payout of ${i?.amount} could not be sent`)
};

const sw_notify_payout_failed_title = /** @type {(inputs: Notify_Payout_Failed_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Malipo yako ya ${i?.amount} hayakuweza kutumwa`)
};

/**
* | output |
* | --- |
* | "Your payout of {amount} could not be sent" |
*
* @param {Notify_Payout_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_payout_failed_title = /** @type {((inputs: Notify_Payout_Failed_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Payout_Failed_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_payout_failed_title(inputs)
	return en_notify_payout_failed_title(inputs)
});