/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Push_HeadingInputs */

const en_push_heading = /** @type {(inputs: Push_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay on your phone`)
};

const sw_push_heading = /** @type {(inputs: Push_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lipa kwa simu yako`)
};

/**
* | output |
* | --- |
* | "Pay on your phone" |
*
* @param {Push_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const push_heading = /** @type {((inputs?: Push_HeadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_HeadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_push_heading(inputs)
	return en_push_heading(inputs)
});