/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_PaymentsInputs */

const en_archive_section_payments = /** @type {(inputs: Archive_Section_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa payments`)
};

const sw_archive_section_payments = /** @type {(inputs: Archive_Section_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malipo ya M-Pesa`)
};

/**
* | output |
* | --- |
* | "M-Pesa payments" |
*
* @param {Archive_Section_PaymentsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_payments = /** @type {((inputs?: Archive_Section_PaymentsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_PaymentsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_payments(inputs)
	return en_archive_section_payments(inputs)
});