/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Admin_Not_FoundInputs */

const en_payout_admin_not_found = /** @type {(inputs: Payout_Admin_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payout not found`)
};

const sw_payout_admin_not_found = /** @type {(inputs: Payout_Admin_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malipo hayakupatikana`)
};

/**
* | output |
* | --- |
* | "Payout not found" |
*
* @param {Payout_Admin_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_admin_not_found = /** @type {((inputs?: Payout_Admin_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Admin_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_admin_not_found(inputs)
	return en_payout_admin_not_found(inputs)
});