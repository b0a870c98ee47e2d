/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_RefundsInputs */

const en_archive_section_refunds = /** @type {(inputs: Archive_Section_RefundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunds`)
};

const sw_archive_section_refunds = /** @type {(inputs: Archive_Section_RefundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marejesho`)
};

/**
* | output |
* | --- |
* | "Refunds" |
*
* @param {Archive_Section_RefundsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_refunds = /** @type {((inputs?: Archive_Section_RefundsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_RefundsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_refunds(inputs)
	return en_archive_section_refunds(inputs)
});