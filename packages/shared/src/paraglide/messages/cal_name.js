/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_NameInputs */

const en_cal_name = /** @type {(inputs: Cal_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name (optional)`)
};

const sw_cal_name = /** @type {(inputs: Cal_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jina (si lazima)`)
};

/**
* | output |
* | --- |
* | "Name (optional)" |
*
* @param {Cal_NameInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_name = /** @type {((inputs?: Cal_NameInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_NameInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_name(inputs)
	return en_cal_name(inputs)
});