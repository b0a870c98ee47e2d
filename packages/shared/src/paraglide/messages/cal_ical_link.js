/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Ical_LinkInputs */

const en_cal_ical_link = /** @type {(inputs: Cal_Ical_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`iCal link`)
};

const sw_cal_ical_link = /** @type {(inputs: Cal_Ical_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo cha iCal`)
};

/**
* | output |
* | --- |
* | "iCal link" |
*
* @param {Cal_Ical_LinkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_ical_link = /** @type {((inputs?: Cal_Ical_LinkInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Ical_LinkInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_ical_link(inputs)
	return en_cal_ical_link(inputs)
});