/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Private_LinkInputs */

const en_cal_private_link = /** @type {(inputs: Cal_Private_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Private calendar link`)
};

const sw_cal_private_link = /** @type {(inputs: Cal_Private_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo cha siri cha kalenda`)
};

/**
* | output |
* | --- |
* | "Private calendar link" |
*
* @param {Cal_Private_LinkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_private_link = /** @type {((inputs?: Cal_Private_LinkInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Private_LinkInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_private_link(inputs)
	return en_cal_private_link(inputs)
});