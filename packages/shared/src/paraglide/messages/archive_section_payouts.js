/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_PayoutsInputs */

const en_archive_section_payouts = /** @type {(inputs: Archive_Section_PayoutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payouts to you`)
};

const sw_archive_section_payouts = /** @type {(inputs: Archive_Section_PayoutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malipo kwako`)
};

/**
* | output |
* | --- |
* | "Payouts to you" |
*
* @param {Archive_Section_PayoutsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_payouts = /** @type {((inputs?: Archive_Section_PayoutsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_PayoutsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_payouts(inputs)
	return en_archive_section_payouts(inputs)
});