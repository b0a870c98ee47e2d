/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Admin_RecordedInputs */

const en_payout_admin_recorded = /** @type {(inputs: Payout_Admin_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payout recorded as sent by hand.`)
};

const sw_payout_admin_recorded = /** @type {(inputs: Payout_Admin_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malipo yamerekodiwa kuwa yametumwa kwa mkono.`)
};

/**
* | output |
* | --- |
* | "Payout recorded as sent by hand." |
*
* @param {Payout_Admin_RecordedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_admin_recorded = /** @type {((inputs?: Payout_Admin_RecordedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Admin_RecordedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_admin_recorded(inputs)
	return en_payout_admin_recorded(inputs)
});