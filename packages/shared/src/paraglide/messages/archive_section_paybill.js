/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_PaybillInputs */

const en_archive_section_paybill = /** @type {(inputs: Archive_Section_PaybillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paybill and till payments`)
};

const sw_archive_section_paybill = /** @type {(inputs: Archive_Section_PaybillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malipo ya Paybill na till`)
};

/**
* | output |
* | --- |
* | "Paybill and till payments" |
*
* @param {Archive_Section_PaybillInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_paybill = /** @type {((inputs?: Archive_Section_PaybillInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_PaybillInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_paybill(inputs)
	return en_archive_section_paybill(inputs)
});