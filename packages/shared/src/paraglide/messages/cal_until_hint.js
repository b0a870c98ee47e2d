/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Until_HintInputs */

const en_cal_until_hint = /** @type {(inputs: Cal_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave empty to block this day only.`)
};

const sw_cal_until_hint = /** @type {(inputs: Cal_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acha wazi ili kuzuia siku hii tu.`)
};

/**
* | output |
* | --- |
* | "Leave empty to block this day only." |
*
* @param {Cal_Until_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_until_hint = /** @type {((inputs?: Cal_Until_HintInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Until_HintInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_until_hint(inputs)
	return en_cal_until_hint(inputs)
});