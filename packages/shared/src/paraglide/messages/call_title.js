/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Call_TitleInputs */

const en_call_title = /** @type {(inputs: Call_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video call`)
};

const sw_call_title = /** @type {(inputs: Call_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simu ya video`)
};

/**
* | output |
* | --- |
* | "Video call" |
*
* @param {Call_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const call_title = /** @type {((inputs?: Call_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_call_title(inputs)
	return en_call_title(inputs)
});