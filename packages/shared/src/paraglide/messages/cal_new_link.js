/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_New_LinkInputs */

const en_cal_new_link = /** @type {(inputs: Cal_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New link`)
};

const sw_cal_new_link = /** @type {(inputs: Cal_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo kipya`)
};

/**
* | output |
* | --- |
* | "New link" |
*
* @param {Cal_New_LinkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_new_link = /** @type {((inputs?: Cal_New_LinkInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_New_LinkInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_new_link(inputs)
	return en_cal_new_link(inputs)
});