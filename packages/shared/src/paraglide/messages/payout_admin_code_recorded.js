/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Admin_Code_RecordedInputs */

const en_payout_admin_code_recorded = /** @type {(inputs: Payout_Admin_Code_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This M-Pesa code is already recorded for another payout.`)
};

const sw_payout_admin_code_recorded = /** @type {(inputs: Payout_Admin_Code_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Msimbo huu wa M-Pesa tayari umerekodiwa kwa malipo mengine.`)
};

/**
* | output |
* | --- |
* | "This M-Pesa code is already recorded for another payout." |
*
* @param {Payout_Admin_Code_RecordedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_admin_code_recorded = /** @type {((inputs?: Payout_Admin_Code_RecordedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Admin_Code_RecordedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_admin_code_recorded(inputs)
	return en_payout_admin_code_recorded(inputs)
});