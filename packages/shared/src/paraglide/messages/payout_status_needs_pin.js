/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Status_Needs_PinInputs */

const en_payout_status_needs_pin = /** @type {(inputs: Payout_Status_Needs_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owed to you: add your KRA PIN to be paid`)
};

const sw_payout_status_needs_pin = /** @type {(inputs: Payout_Status_Needs_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unadai: ongeza PIN yako ya KRA ili ulipwe`)
};

/**
* | output |
* | --- |
* | "Owed to you: add your KRA PIN to be paid" |
*
* @param {Payout_Status_Needs_PinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_status_needs_pin = /** @type {((inputs?: Payout_Status_Needs_PinInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Status_Needs_PinInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_status_needs_pin(inputs)
	return en_payout_status_needs_pin(inputs)
});