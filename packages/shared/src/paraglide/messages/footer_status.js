/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_StatusInputs */

const en_footer_status = /** @type {(inputs: Footer_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const sw_footer_status = /** @type {(inputs: Footer_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hali ya Huduma`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Footer_StatusInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const footer_status = /** @type {((inputs?: Footer_StatusInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_StatusInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_footer_status(inputs)
	return en_footer_status(inputs)
});